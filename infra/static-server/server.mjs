// A remote's static server: serves one build folder (mf-manifest.json, remoteEntry.js, chunks, pages/).
// Run one per remote; "redeploying" a remote means pointing its server at a new folder.
//   node infra/static-server/server.mjs --dir mf-platform/dist --port 3101
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { cacheControlFor } from '../gateway/cache-policy.mjs';
import { staticServerConfig } from '@site/config';
import { registerSecurityHeaders, securityServerOptions } from '../gateway/security-headers.mjs';
import { serverTimeoutOptions } from '../gateway/server-timeouts.mjs';
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
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    index: false,
    cacheControl: false,
    // The .br/.gz written beside each text asset at build time (packages/rspack-config/precompress.mjs), sent as
    // they are when accepted; @fastify/compress then leaves the answer alone (it has a Content-Encoding).
    preCompressed: true,
    // dotfiles: the company remote publishes files/.well-known/security.txt
    serveDotFiles: true,
    // @fastify/static 10 passes the Fastify reply.
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
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
