import { UNVERSIONED_REMOTE } from '@site/contracts/client-event-kinds';

const MANIFEST_FILE = 'mf-manifest.json';
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * What identifies a remote's build in the browser's reports: the folder its manifest lies in, which is the version
 * `infra/scripts/deploy-remote.mjs` published it as (`/_remotes/services/<content hash>/mf-manifest.json`, or the
 * same under a CDN URL). A manifest at the root of the remote's origin (`/_remotes/services/mf-manifest.json`: a
 * workspace build served as is) is `unversioned`.
 */
export function remoteVersionOf(manifestUrl: string, remote: string): string {
  const segments = new URL(manifestUrl, 'http://site.invalid/').pathname.split('/').filter(Boolean);
  if (segments.at(-1) !== MANIFEST_FILE) return UNVERSIONED_REMOTE;
  const folder = segments.at(-2);
  if (!folder || folder === remote || folder === '_remotes' || !VERSION.test(folder)) return UNVERSIONED_REMOTE;
  return folder;
}

/** The folder of a remote's files (its chunks load next to its manifest): how an error's stack names the remote. */
export function remoteBaseOf(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}
