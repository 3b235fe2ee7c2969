// The composed front end: one static server per remote plus the gateway. Used by `npm start` and by the
// browser tests (which start their own copies on other ports to stop and redeploy remotes freely).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from '@site/harness';
import { siteOriginsFromEnv } from '../gateway/public-origin.mjs';
import { parseOverrideAllowlist } from '../gateway/remote-overrides.mjs';
import { createGateway } from '../gateway/server.mjs';
import { REMOTE_NAMES } from './ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STATIC_SERVER = path.join(ROOT, 'infra', 'static-server', 'server.mjs');

/** Starts the static server of one remote on `port`, serving `dir` (default: the remote's own dist). */
export function startRemoteServer(name, port, dir = path.join(ROOT, `mf-${name}`, 'dist'), { quiet = true } = {}) {
  return supervise({ name: `remote:${name}`, args: [STATIC_SERVER, '--dir', dir, '--port', String(port)], port, echo: !quiet });
}

/**
 * @param {{ port: number, apiPort: number, remotePorts: Record<string, number>, quiet?: boolean, logger?: boolean,
 *   overrideAllowlist?: string, remotesConfigFile?: string, remoteDirs?: Record<string, string> }} o
 *   overrideAllowlist: like REMOTE_OVERRIDE_ALLOWLIST (default: that variable); remotesConfigFile: like
 *   REMOTES_CONFIG_FILE (the live remotes file of versioned deploys; default: that variable); remoteDirs: the folder a
 *   remote's server serves instead of its workspace build (e.g. <dir>/<remote>/ of deploy-remote.mjs)
 */
export async function startSiteStack({
  port,
  apiPort,
  remotePorts,
  quiet = true,
  logger = false,
  overrideAllowlist,
  remotesConfigFile,
  remoteDirs = {},
}) {
  const remoteServers = {};
  for (const name of REMOTE_NAMES) remoteServers[name] = await startRemoteServer(name, remotePorts[name], remoteDirs[name], { quiet });
  const gateway = await createGateway({
    shellDist: path.join(ROOT, 'shell', 'dist'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:${remotePorts[name]}`])),
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    siteUrl: process.env.SITE_URL ?? `http://localhost:${port}`,
    // The local site listens on loopback: both of its names are configured origins (any other Host gets SITE_URL).
    siteOrigins: [...siteOriginsFromEnv(), `http://localhost:${port}`, `http://127.0.0.1:${port}`],
    overrideAllowlist: parseOverrideAllowlist(overrideAllowlist),
    ...(remotesConfigFile ? { remotesConfigFile } : {}),
    logger,
  });
  await gateway.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://localhost:${port}`,
    remoteServers,
    /** Stops a remote's server (to test isolation). */
    async stopRemote(name) {
      await remoteServers[name]?.stop();
      delete remoteServers[name];
    },
    /** (Re)starts a remote's server on its port, optionally from another build folder (an independent redeploy). */
    async startRemote(name, dir) {
      await remoteServers[name]?.stop();
      remoteServers[name] = await startRemoteServer(name, remotePorts[name], dir, { quiet });
    },
    async stop() {
      await gateway.close();
      await Promise.all(Object.values(remoteServers).map((server) => server.stop()));
    },
  };
}
