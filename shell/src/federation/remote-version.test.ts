import { remoteBaseOf, remoteVersionOf } from './remote-version';

describe('remoteVersionOf', () => {
  it('is the version folder deploy-remote.mjs published the manifest in', () => {
    expect(remoteVersionOf('http://localhost:8080/_remotes/services/0217886eca32/mf-manifest.json', 'services')).toBe('0217886eca32');
    expect(remoteVersionOf('/_remotes/services/hotfix-2/mf-manifest.json', 'services')).toBe('hotfix-2');
    expect(remoteVersionOf('https://cdn.example/remotes/services/abc123/mf-manifest.json', 'services')).toBe('abc123');
  });

  it('is "unversioned" for a manifest at the root of the remote, or no manifest URL', () => {
    expect(remoteVersionOf('http://localhost:8080/_remotes/services/mf-manifest.json', 'services')).toBe('unversioned');
    expect(remoteVersionOf('http://localhost:3002/mf-manifest.json', 'services')).toBe('unversioned');
    expect(remoteVersionOf('', 'services')).toBe('unversioned');
  });
});

describe('remoteBaseOf', () => {
  it("is the folder the remote's chunks load from", () => {
    expect(remoteBaseOf('http://localhost:8080/_remotes/services/abc/mf-manifest.json')).toBe('http://localhost:8080/_remotes/services/abc/');
  });
});
