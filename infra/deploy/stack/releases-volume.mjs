// The remotes' publish volume on the compose stack, as a team's release (infra/scripts/team-release.mjs) writes it:
// a host folder holding remotes.json (the live remotes config) and each remote's published version folders. The
// gateway and the api read remotes.json as REMOTES_CONFIG_FILE; each remote's server serves its folder under
// releases/, so a version published with --public-url /_remotes/<remote>/releases reaches browsers through the
// gateway's /_remotes/<remote>/ proxy.
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const IN_CONTAINER = '/srv/remotes';
/** Where the remote's server (Dockerfile.remote: /app/site) serves the published versions. */
const SERVED_UNDER = 'releases';

/** The --public-url of `remote`'s published versions on the stack. */
export const releasesPublicUrl = (remote) => `/_remotes/${remote}/${SERVED_UNDER}`;

/**
 * Creates the folders (readable by the containers' user) and returns the compose override's services part.
 * @param {string} dir the host folder (deploy-remote.mjs --to)
 * @param {readonly string[]} remotes
 */
export function releasesVolume(dir, remotes) {
  const readOnly = (from, to) => `${from}:${to}:ro`;
  const file = { REMOTES_CONFIG_FILE: `${IN_CONTAINER}/remotes.json` };
  for (const folder of [dir, ...remotes.map((remote) => path.join(dir, remote))]) {
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o755);
  }
  return {
    shell: { volumes: [readOnly(dir, IN_CONTAINER)], environment: file },
    api: { volumes: [readOnly(dir, IN_CONTAINER)], environment: file },
    ...Object.fromEntries(remotes.map((remote) => [`mf-${remote}`, { volumes: [readOnly(path.join(dir, remote), `/app/site/${SERVED_UNDER}`)] }])),
  };
}

/** `override` with each service's part of `extra` merged in (compose override objects). */
export function mergeServices(override, extra) {
  const services = { ...override.services };
  for (const [service, part] of Object.entries(extra)) services[service] = { ...services[service], ...part };
  return { ...override, services };
}
