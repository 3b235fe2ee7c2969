// The composed front end: one static server per remote plus the gateway. Used by `npm start` and by the
// browser tests (which start their own copies on other ports to stop and redeploy remotes freely).
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gatewayConfig, isSet, localGatewaySourceAddress, REMOTE_NAMES } from '@site/config';
import { supervise } from '@site/harness';
import { createGateway } from '@site/servers/gateway';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The built static server (@site/servers' dist), run as its own process per remote.
const STATIC_SERVER = fileURLToPath(import.meta.resolve('@site/servers/static-server'));

/**
 * Starts the static server of one remote on `port`, serving `dir` (default: the remote's own dist).
 * @param {string} name
 * @param {number} port
 * @param {string} [dir]
 * @param {{ quiet?: boolean, onUnexpectedExit?: import('@site/harness').SuperviseOptions['onUnexpectedExit'] }} [o]
 */
export function startRemoteServer(name, port, dir = path.join(ROOT, `mf-${name}`, 'dist'), { quiet = true, onUnexpectedExit } = {}) {
  return supervise({ name: `remote:${name}`, args: [STATIC_SERVER, '--dir', dir, '--port', String(port)], port, echo: !quiet, onUnexpectedExit });
}

/** How long stopping the site waits for the gateway's close once its connections are cut. */
const GATEWAY_CLOSE_WAIT_MS = 5_000;

/**
 * The gateway's other settings come from `env` (@site/config's gatewayConfig: SITE_URL, SITE_ORIGINS, TRUST_PROXY,
 * REMOTES_CONFIG_FILE, REMOTE_OVERRIDE_ALLOWLIST, CSP_REMOTE_ORIGINS), except that an unset SITE_URL is this site and
 * its connections to the API leave from the local stacks' gateway address (GATEWAY_SOURCE_ADDRESS, else 127.0.0.2:
 * the one address startBackendStack's API trusts).
 * @param {{ port: number, apiPort: number, remotePorts: Record<string, number>, quiet?: boolean, logger?: boolean,
 *   overrideAllowlist?: string, remotesConfigFile?: string, remoteDirs?: Record<string, string>,
 *   env?: Record<string, string | undefined>,
 *   onUnexpectedExit?: import('@site/harness').SuperviseOptions['onUnexpectedExit'] }} o
 *   overrideAllowlist: like REMOTE_OVERRIDE_ALLOWLIST (default: that variable of `env`); remotesConfigFile: like
 *   REMOTES_CONFIG_FILE (the live remotes file of versioned deploys; default: that variable); remoteDirs: the folder a
 *   remote's server serves instead of its workspace build (e.g. <dir>/<remote>/ of deploy-remote.mjs);
 *   onUnexpectedExit: called when a remote's server exits on its own
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
  env = process.env,
  onUnexpectedExit,
}) {
  const settings = gatewayConfig(overrideAllowlist === undefined ? env : { ...env, REMOTE_OVERRIDE_ALLOWLIST: overrideAllowlist });
  const remoteServers = {};
  for (const name of REMOTE_NAMES) {
    remoteServers[name] = await startRemoteServer(name, remotePorts[name], remoteDirs[name], { quiet, onUnexpectedExit });
  }
  const gateway = await createGateway({
    shellDist: path.join(ROOT, 'shell', 'dist'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:${remotePorts[name]}`])),
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    ...settings,
    siteUrl: isSet(env.SITE_URL) ? settings.siteUrl : `http://localhost:${port}`,
    apiSourceAddress: localGatewaySourceAddress(env),
    // The local site listens on loopback: both of its names are configured origins (any other Host gets SITE_URL).
    siteOrigins: [...settings.siteOrigins, `http://localhost:${port}`, `http://127.0.0.1:${port}`],
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
      remoteServers[name] = await startRemoteServer(name, remotePorts[name], dir, { quiet, onUnexpectedExit });
    },
    async stop() {
      const closing = gateway.close();
      // A connection still open (a browser's request in flight, a proxied request the gateway waits on) would hold
      // the close for as long as it lasts: the connections are cut, and the stop waits for the close at most
      // GATEWAY_CLOSE_WAIT_MS (the port is released at once either way).
      gateway.server.closeAllConnections();
      await Promise.race([closing.catch(() => undefined), delay(GATEWAY_CLOSE_WAIT_MS, undefined, { ref: false })]);
      await Promise.all(Object.values(remoteServers).map((server) => server.stop()));
    },
  };
}
