// The runtime remotes config: remote name -> URL of its mf-manifest.json, as the shell reads it from /remotes.json.
// By default every remote is proxied same-origin (/_remotes/<name>/mf-manifest.json). A deploy that publishes
// versioned builds (infra/scripts/deploy-remote.mjs) writes a file (env REMOTES_CONFIG_FILE) naming the manifest of
// the live version of each remote; the gateway re-reads it per request, so switching a remote needs no restart and
// no shell rebuild.
import { readFile } from 'node:fs/promises';

export const REMOTE_PROXY_PREFIX = '/_remotes/';

/** The default manifest URL of a remote: proxied by the gateway to the remote's server. */
export const defaultManifestUrl = (name) => `${REMOTE_PROXY_PREFIX}${name}/mf-manifest.json`;

/**
 * Whether `url` is a manifest URL the gateway can serve: same-origin under /_remotes/<name>/ (proxied to that
 * remote's server) or absolute http(s) (a CDN or a preview build). Either way it names a `mf-manifest.json`.
 */
export function isManifestUrlFor(name, url) {
  if (typeof url !== 'string' || !url.endsWith('/mf-manifest.json')) return false;
  if (url.startsWith('/')) return url.startsWith(`${REMOTE_PROXY_PREFIX}${name}/`) && !url.includes('/../') && !url.includes('//', 1);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.href === url;
  } catch {
    return false;
  }
}

/**
 * Reads the config file (if any) over the defaults. A missing file means the defaults; a broken one throws
 * (the gateway then answers 500 rather than silently serving another version).
 * @param {string[]} names  the known remotes
 * @param {string} [file]
 * @returns {Promise<Record<string, string>>}
 */
export async function readRemotesConfig(names, file) {
  const config = Object.fromEntries(names.map((name) => [name, defaultManifestUrl(name)]));
  if (!file) return config;
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return config;
    throw error;
  }
  const fromFile = JSON.parse(text);
  for (const [name, url] of Object.entries(fromFile)) {
    if (!names.includes(name)) throw new Error(`${file}: unknown remote "${name}"`);
    if (!isManifestUrlFor(name, url)) throw new Error(`${file}: "${url}" is not a manifest URL the gateway can serve for ${name}`);
    config[name] = url;
  }
  return config;
}

/** The folder of a manifest URL (its files, chunks and pages/ sit beside it), ending in '/'. */
export const manifestFolder = (manifestUrl) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/**
 * Where the gateway itself fetches a remote's files (page fragments, route lists) for a manifest URL:
 * /_remotes/<name>/<rest> goes to that remote's server (`origins[name]`), an absolute URL as is.
 * @param {Record<string, string>} origins  remote name -> origin of its server
 */
export function upstreamFolder(name, manifestUrl, origins) {
  const folder = manifestFolder(manifestUrl);
  const proxied = `${REMOTE_PROXY_PREFIX}${name}/`;
  return folder.startsWith(proxied) ? `${origins[name]}/${folder.slice(proxied.length)}` : folder;
}
