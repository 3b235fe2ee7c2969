// The runtime remotes config the shell reads from /remotes.json: remote name -> URL of its mf-manifest.json.
// By default every remote is proxied same-origin (/_remotes/<name>/mf-manifest.json); a versioned deploy or a
// preview names another folder, on the site's origin or absolute (a CDN, a preview server).

export type RemotesConfig = Record<string, string>;

/** Where the shell fetches the config. */
export const REMOTES_CONFIG_PATH = '/remotes.json';
/** Where the gateway proxies each remote's server: /_remotes/<name>/. */
export const REMOTE_PROXY_PREFIX = '/_remotes/';
export const MANIFEST_FILE = 'mf-manifest.json';

/** The default manifest URL of a remote: proxied by the gateway to the remote's server. */
export const defaultManifestUrl = (name: string): string => `${REMOTE_PROXY_PREFIX}${name}/${MANIFEST_FILE}`;

/**
 * A path of a manifest URL: plain segments only (letters, digits, `.`, `_`, `-`; not `.` or `..`), ending in
 * /mf-manifest.json. No percent-encoding at all: an encoded separator would be decoded by the server it reaches
 * and lead out of the folder the URL was checked against.
 */
function isManifestPath(pathname: string): boolean {
  if (!pathname.endsWith(`/${MANIFEST_FILE}`)) return false;
  return pathname
    .slice(1)
    .split('/')
    .every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

/**
 * Whether `url` is a manifest URL the gateway can serve for remote `name`: same-origin under /_remotes/<name>/
 * (proxied to that remote's server), or an absolute http(s) URL in canonical form without credentials, query or
 * fragment. Either way its path names a mf-manifest.json.
 */
export function isManifestUrlFor(name: string, url: unknown): url is string {
  if (typeof url !== 'string') return false;
  if (url.startsWith('/')) return url.startsWith(`${REMOTE_PROXY_PREFIX}${name}/`) && isManifestPath(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    !parsed.username &&
    !parsed.password &&
    !parsed.search &&
    !parsed.hash &&
    parsed.href === url &&
    isManifestPath(parsed.pathname)
  );
}

/**
 * Checks a parsed remotes config against the known remotes: every entry names a known remote and a manifest URL
 * for it (throws otherwise).
 */
export function parseRemotesConfig(value: unknown, names: readonly string[], source = REMOTES_CONFIG_PATH): RemotesConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${source}: expected an object`);
  const config: RemotesConfig = {};
  for (const [name, url] of Object.entries(value)) {
    if (!names.includes(name)) throw new Error(`${source}: unknown remote "${name}"`);
    if (!isManifestUrlFor(name, url)) throw new Error(`${source}: "${String(url)}" is not a manifest URL the gateway can serve for ${name}`);
    config[name] = url;
  }
  return config;
}

/** The folder of a manifest URL (its files, chunks and pages/ sit beside it), ending in '/'. */
export const manifestFolder = (manifestUrl: string): string => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
