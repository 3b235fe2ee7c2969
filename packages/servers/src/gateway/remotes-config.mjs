// The live remotes config: per remote the URL of its stable mf-manifest.json and, during a canary release, the
// canary's (format and checks: @site/composition/remote-releases). By default every remote is proxied same-origin
// (/_remotes/<name>/mf-manifest.json). A deploy that publishes versioned builds (infra/scripts/deploy-remote.mjs)
// writes a file (env REMOTES_CONFIG_FILE) naming the live version(s) of each remote; the gateway checks it per
// request (one stat) and reads it again when it changed, so switching a remote needs no restart and no shell rebuild.
import { defaultManifestUrl, manifestFolder, REMOTE_PROXY_PREFIX } from '@site/composition';
import { parseRemoteReleases } from '@site/composition/remote-releases';
import { fileSnapshot } from '../shared/file-snapshot.mjs';

/**
 * The releases as a function of now: the file (if any) over the defaults. A missing file means the defaults; a
 * broken one throws (the gateway then answers 500 rather than silently serving another version).
 * @param {string[]} names  the known remotes
 * @param {string} [file]
 * @returns {() => import('@site/composition/remote-releases').RemoteReleases}
 */
export function remoteReleasesReader(names, file) {
  const defaults = Object.fromEntries(names.map((name) => [name, { stable: defaultManifestUrl(name) }]));
  if (!file) return () => defaults;
  const snapshot = fileSnapshot(file, (text) => ({ ...defaults, ...parseRemoteReleases(JSON.parse(text), names, file) }));
  return () => snapshot().value ?? defaults;
}

/**
 * The stable manifest URL of each remote (what a visitor outside every canary gets).
 * @param {import('@site/composition/remote-releases').RemoteReleases} releases
 * @returns {Record<string, string>}
 */
export const stableManifests = (releases) => Object.fromEntries(Object.entries(releases).map(([name, release]) => [name, release.stable]));

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
