import { manifestVersion, parseRemoteReleases, reportedVersion, serializeRemoteReleases, servedVersions, UNVERSIONED } from './remote-releases';

const names = ['platform', 'services'];
const stable = '/_remotes/services/0217886eca32/mf-manifest.json';
const canary = { version: '9c4e11aa0b7d', percent: 10, manifestUrl: '/_remotes/services/9c4e11aa0b7d/mf-manifest.json' };

describe('parseRemoteReleases', () => {
  it('reads a file of the older format (manifest URLs only) as stable releases', () => {
    expect(parseRemoteReleases({ services: stable, platform: '/_remotes/platform/mf-manifest.json' }, names)).toEqual({
      services: { stable },
      platform: { stable: '/_remotes/platform/mf-manifest.json' },
    });
  });

  it('reads a remote with a canary', () => {
    expect(parseRemoteReleases({ services: { stable, canary } }, names)).toEqual({ services: { stable, canary } });
  });

  it('reads a remote written as an object without canary', () => {
    expect(parseRemoteReleases({ services: { stable } }, names)).toEqual({ services: { stable } });
  });

  it.each([
    ['an array', [], /expected/],
    ['an unknown remote', { billing: '/_remotes/billing/mf-manifest.json' }, /unknown remote "billing"/],
    ['another remote’s manifest', { services: '/_remotes/platform/mf-manifest.json' }, /not a manifest URL the gateway can serve for services/],
    ['a percent of 0', { services: { stable, canary: { ...canary, percent: 0 } } }, /services\.canary\.percent/],
    ['a percent over 100', { services: { stable, canary: { ...canary, percent: 101 } } }, /services\.canary\.percent/],
    ['a percent as text', { services: { stable, canary: { ...canary, percent: '10' } } }, /services\.canary\.percent/],
    ['a version that is no folder name', { services: { stable, canary: { ...canary, version: '../x' } } }, /services\.canary\.version/],
    ['a manifest outside the version’s folder', { services: { stable, canary: { ...canary, version: 'other' } } }, /its version's folder/],
    [
      'the stable version as canary',
      { services: { stable, canary: { ...canary, manifestUrl: stable, version: '0217886eca32' } } },
      /the canary is the stable version/,
    ],
    ['an unknown key', { services: { stable, canary, extra: 1 } }, /services/],
    ['a canary without stable', { services: { canary } }, /services/],
  ])('refuses %s, naming the file and the place', (_label, value, message) => {
    expect(() => parseRemoteReleases(value, names, '/srv/remotes/remotes.json')).toThrow(message);
    expect(() => parseRemoteReleases(value, names, '/srv/remotes/remotes.json')).toThrow(/^\/srv\/remotes\/remotes\.json: /);
  });
});

describe('serializeRemoteReleases', () => {
  it('writes a remote without canary in the older format, and reads back what it wrote', () => {
    const releases = { services: { stable, canary }, platform: { stable: '/_remotes/platform/v1/mf-manifest.json' } };
    const written = serializeRemoteReleases(releases);
    expect(written.platform).toBe('/_remotes/platform/v1/mf-manifest.json');
    expect(parseRemoteReleases(JSON.parse(JSON.stringify(written)), names)).toEqual(releases);
  });
});

describe('manifestVersion', () => {
  it('is the folder the manifest lies in', () => {
    expect(manifestVersion('/_remotes/services/9c4e11aa0b7d/mf-manifest.json')).toBe('9c4e11aa0b7d');
    expect(manifestVersion('https://cdn.example/services/v2/mf-manifest.json')).toBe('v2');
  });
});

describe('servedVersions', () => {
  it('names the stable and the canary version of each remote, and unversioned for a remote served from its root', () => {
    const releases = parseRemoteReleases({ services: { stable, canary }, platform: '/_remotes/platform/mf-manifest.json' }, names);
    expect(servedVersions(releases, [...names, 'company'])).toEqual(
      new Map([
        ['platform', [UNVERSIONED]],
        ['services', ['0217886eca32', '9c4e11aa0b7d']],
        ['company', [UNVERSIONED]],
      ]),
    );
  });

  it('reads the version of a manifest on another origin from its folder', () => {
    expect(reportedVersion('https://cdn.example/services/abc123/mf-manifest.json', 'services')).toBe('abc123');
    expect(reportedVersion('https://cdn.example/services/mf-manifest.json', 'services')).toBe(UNVERSIONED);
  });
});
