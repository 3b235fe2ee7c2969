// A remote's static server: serves one build folder (mf-manifest.json, remoteEntry.js, chunks, pages/).
// Run one per remote; "redeploying" a remote means pointing its server at a new folder.
//   node packages/servers/dist/static-server/server.mjs --dir mf-platform/dist --port 3101
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { staticServerConfig } from '@site/config';
import { registerSecurityHeaders, securityServerOptions } from '../shared/security-headers.mjs';
import { serverTimeoutOptions } from '../shared/server-timeouts.mjs';
import { registerStaticFiles } from '../static-files/static-files.mjs';
import { registerBuildEvents } from './build-events.mjs';

/**
 * @param {{ dir: string, remoteOrigins?: readonly string[], timeouts?: object }} o  remoteOrigins: public origins of
 *   remotes served from elsewhere, admitted by the CSP (default none; the command line reads CSP_REMOTE_ORIGINS);
 *   timeouts: shorter connection limits (tests; see server-timeouts.mjs)
 */
export async function createStaticServer({ dir, remoteOrigins = [], timeouts }) {
  // The site's security headers (security-headers.mjs); Cross-Origin-Resource-Policy: cross-origin, because a
  // remote's files may be loaded from another origin.
  const security = { remoteOrigins, crossOriginResourcePolicy: /** @type {const} */ ('cross-origin') };
  const app = Fastify({ logger: false, ...serverTimeoutOptions(timeouts), ...securityServerOptions(security) });
  await registerSecurityHeaders(app, security);
  // Remotes may be loaded cross-origin (from a CDN in production).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  // Open while this server serves its folder (build-events.mjs): how the gateway knows its pages are current.
  registerBuildEvents(app);
  // The folder's files from memory, with the .br/.gz the build wrote beside them (static-files.mjs).
  // dotFiles: the company remote publishes files/.well-known/security.txt
  await registerStaticFiles(app, {
    root: path.resolve(dir),
    dotFiles: true,
    onMissing: (request, reply) =>
      reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${request.url} not found` }),
  });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } } });
  if (!values.dir || !values.port) {
    console.error('usage: server.mjs --dir DIR --port PORT');
    process.exit(2);
  }
  const app = await createStaticServer({ dir: values.dir, ...staticServerConfig(process.env) });
  await app.listen({ port: Number(values.port), host: values.host ?? '127.0.0.1' });
  console.log(`serving ${values.dir} on http://${values.host ?? '127.0.0.1'}:${values.port}`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
