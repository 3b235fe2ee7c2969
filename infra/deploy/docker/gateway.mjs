// Container entry of the shell image: the gateway (@site/servers/gateway) configured from the environment.
//   PORT (8080)                      where the site listens (all interfaces)
//   SHELL_DIST (/app/shell/dist)     the shell's built files
//   API_ORIGIN (http://api:3000)     where /api/* is proxied (in Kubernetes the Ingress sends /api to the api itself)
//   REMOTE_<NAME>_ORIGIN             each remote's static server (http://mf-<name>:8080)
//   SITE_URL, SITE_ORIGINS, CSP_REMOTE_ORIGINS, TRUST_PROXY  read by the gateway itself (canonical URLs and the
//                                    origin in pages, CSP, which proxies' X-Forwarded-* it believes)
//   REMOTES_CONFIG_FILE              the live remotes config a per-remote deploy writes (infra/scripts/deploy-remote.mjs)
//   REMOTE_OVERRIDE_ALLOWLIST        where preview overrides may load a remote from (empty in production: none)
// Every variable is read through @site/config (validated, one line per bad variable; defaults written once there).
import { ConfigError, gatewayImageConfig } from '@site/config';
import { createGateway } from '@site/servers/gateway';

/** The gateway's settings and the image's upstreams; a bad variable ends the process with one line per variable. */
function readConfig() {
  try {
    return gatewayImageConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}

const settings = readConfig();
const app = await createGateway({ ...settings, logger: true });
await app.listen({ port: settings.port, host: '0.0.0.0' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
