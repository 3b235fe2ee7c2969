// The live remotes config: remote name -> URL of its mf-manifest.json (format and checks: @site/composition).
// By default every remote is proxied same-origin (/_remotes/<name>/mf-manifest.json). A deploy that publishes
// versioned builds (infra/scripts/deploy-remote.mjs) writes a file (env REMOTES_CONFIG_FILE) naming the manifest of
// the live version of each remote; the gateway checks it per request (one stat) and reads it again when it changed,
// so switching a remote needs no restart and no shell rebuild.
import { defaultManifestUrl, manifestFolder, parseRemotesConfig, REMOTE_PROXY_PREFIX } from '@site/composition';
import { fileSnapshot } from './file-snapshot.mjs';

/**
 * The config as a function of now: the file (if any) over the defaults. A missing file means the defaults; a
 * broken one throws (the gateway then answers 500 rather than silently serving another version).
 * @param {string[]} names  the known remotes
 * @param {string} [file]
 * @returns {() => Record<string, string>}
 */
export function remotesConfigReader(names, file) {
  const defaults = Object.fromEntries(names.map((name) => [name, defaultManifestUrl(name)]));
  if (!file) return () => defaults;
  const snapshot = fileSnapshot(file, (text) => ({ ...defaults, ...parseRemotesConfig(JSON.parse(text), names, file) }));
  return () => snapshot().value ?? defaults;
}

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
