import { defaultManifestUrl, isManifestUrlFor, manifestFolder, parseRemotesConfig } from './remotes-config';

describe('isManifestUrlFor', () => {
  it.each([
    '/_remotes/services/mf-manifest.json',
    '/_remotes/services/v2/mf-manifest.json',
    'https://cdn.example/services/abc123/mf-manifest.json',
    'http://127.0.0.1:3302/qa/mf-manifest.json',
  ])('accepts %s', (url) => {
    expect(isManifestUrlFor('services', url)).toBe(true);
  });

  it.each([
    ['another remote', '/_remotes/platform/mf-manifest.json'],
    ['traversal', '/_remotes/services/../platform/mf-manifest.json'],
    ['an encoded separator', '/_remotes/services/x%2f..%2f..%2fplatform/mf-manifest.json'],
    ['an encoded separator (absolute)', 'https://preview.example/qa/..%2fother/mf-manifest.json'],
    ['an encoded dot segment', 'https://preview.example/qa/%2e%2e/other/mf-manifest.json'],
    ['a double slash', '/_remotes/services//mf-manifest.json'],
    ['userinfo', 'https://qa@preview.example/qa/mf-manifest.json'],
    ['the suffix in the query', 'https://preview.example/qa/x?/mf-manifest.json'],
    ['the suffix in the fragment', 'https://preview.example/qa/x#/mf-manifest.json'],
    ['another file', 'https://preview.example/qa/remoteEntry.js'],
    ['a non-canonical URL', 'HTTPS://preview.example/qa/mf-manifest.json'],
    ['another scheme', 'javascript://preview.example/qa/mf-manifest.json'],
    ['a backslash', 'https://preview.example/qa\\..\\x/mf-manifest.json'],
  ])('refuses %s', (_label, url) => {
    expect(isManifestUrlFor('services', url)).toBe(false);
  });
});

describe('parseRemotesConfig', () => {
  it('accepts known remotes with their manifest URLs', () => {
    expect(parseRemotesConfig({ services: defaultManifestUrl('services') }, ['services'])).toEqual({
      services: '/_remotes/services/mf-manifest.json',
    });
  });

  it('refuses unknown remotes and foreign URLs', () => {
    expect(() => parseRemotesConfig({ billing: '/_remotes/billing/mf-manifest.json' }, ['services'])).toThrow(/unknown remote/);
    expect(() => parseRemotesConfig({ services: '/_remotes/platform/mf-manifest.json' }, ['services'])).toThrow(/not a manifest URL/);
    expect(() => parseRemotesConfig([], ['services'])).toThrow(/expected an object/);
  });
});

describe('manifestFolder', () => {
  it('is the folder of the manifest, with its slash', () => {
    expect(manifestFolder('/_remotes/services/v2/mf-manifest.json')).toBe('/_remotes/services/v2/');
  });
});
