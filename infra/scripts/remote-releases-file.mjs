// The live remotes file of a versioned deploy (<dir>/remotes.json, the gateway's REMOTES_CONFIG_FILE) and the
// switches made on it: point a remote's stable version elsewhere, start, promote or abort its canary. Format and
// checks: @site/composition/remote-releases. Every switch is written atomically (readers see the old or the new
// file) and appended to <dir>/<remote>/deploys.log as one JSON line. Used by deploy-remote.mjs and canary-watch.mjs.
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteReleases, serializeRemoteReleases } from '@site/composition/remote-releases';
import { REMOTE_NAMES } from '@site/config';

/** @typedef {import('@site/composition/remote-releases').RemoteReleases} RemoteReleases */

/** A switch refused because of the remote's canary state (none to promote/abort, or one running). */
export class CanaryStateError extends Error {}

export const releasesFile = (to) => path.join(to, 'remotes.json');

/** The file's releases (an absent file: none; a broken one throws). */
export function readReleases(to) {
  const file = releasesFile(to);
  return existsSync(file) ? parseRemoteReleases(JSON.parse(readFileSync(file, 'utf8')), REMOTE_NAMES, file) : {};
}

/** Writes JSON so readers see the old or the new file, never half of one. */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Where browsers reach the files of `version` of a remote published under `publicUrl` (ends in a slash). */
export const versionUrlOf = (publicUrl, version) => `${publicUrl.replace(/\/$/, '')}/${version}/`;

/** The manifest URL of `version` of a remote published under `publicUrl`. */
export const manifestUrlOf = (publicUrl, version) => `${versionUrlOf(publicUrl, version)}mf-manifest.json`;

/**
 * Applies `change` to the remote's release and records it.
 * @param {{ to: string, remote: string, action: string, change: (release: RemoteReleases[string] | undefined) => RemoteReleases[string], details?: object }} o
 * @returns {{ previous: RemoteReleases[string] | undefined, next: RemoteReleases[string], configFile: string }}
 */
function switchRelease({ to, remote, action, change, details = {} }) {
  const releases = readReleases(to);
  const previous = releases[remote];
  const next = change(previous);
  // Checked like the gateway will read it, before anything is written.
  const written = serializeRemoteReleases({ ...releases, [remote]: next });
  parseRemoteReleases(written, REMOTE_NAMES);
  writeJsonAtomically(releasesFile(to), written);
  appendFileSync(
    path.join(to, remote, 'deploys.log'),
    // `previous` is the stable manifest URL before the switch (what a roll back by hand goes back to).
    `${JSON.stringify({ at: new Date().toISOString(), action, ...details, stable: next.stable, canary: next.canary ?? null, previous: previous?.stable ?? null, ...(previous?.canary ? { previousCanary: previous.canary } : {}) })}\n`,
  );
  return { previous, next, configFile: releasesFile(to) };
}

const describeCanary = (remote, canary) => `${remote}'s canary ${canary.version} (${canary.percent}%)`;

/** Makes `manifestUrl` the stable version; refused while a canary runs (promote or abort it first). */
export function activateStable({ to, remote, version, manifestUrl }) {
  return switchRelease({
    to,
    remote,
    action: 'activate',
    details: { version, manifestUrl },
    change: (release) => {
      if (release?.canary) throw new CanaryStateError(`${describeCanary(remote, release.canary)} is running: --promote or --abort it first`);
      return { stable: manifestUrl };
    },
  });
}

/** Makes `manifestUrl` the canary for `percent` of visitors (replacing a running canary); stable stays. */
export function startCanary({ to, remote, version, manifestUrl, percent, defaultStable }) {
  return switchRelease({
    to,
    remote,
    action: 'canary',
    details: { version, manifestUrl, percent },
    change: (release) => {
      const stable = release?.stable ?? defaultStable;
      if (stable === manifestUrl) throw new CanaryStateError(`${remote} ${version} is already the stable version`);
      return { stable, canary: { version, percent, manifestUrl } };
    },
  });
}

function requireCanary(release, remote, what) {
  if (!release?.canary) throw new CanaryStateError(`${remote} has no canary to ${what} (stable: ${release?.stable ?? 'the default'})`);
  return release.canary;
}

/**
 * Makes the running canary the stable version for everyone.
 * @param {{ to: string, remote: string, reason?: string }} o
 */
export function promoteCanary({ to, remote, reason }) {
  return switchRelease({
    to,
    remote,
    action: 'promote',
    details: reason ? { reason } : {},
    change: (release) => ({ stable: requireCanary(release, remote, 'promote').manifestUrl }),
  });
}

/**
 * Removes the running canary: everyone back on stable.
 * @param {{ to: string, remote: string, reason?: string }} o
 */
export function abortCanary({ to, remote, reason }) {
  return switchRelease({
    to,
    remote,
    action: 'abort',
    details: reason ? { reason } : {},
    change: (release) => {
      requireCanary(release, remote, 'abort');
      return { stable: release?.stable ?? '' };
    },
  });
}
