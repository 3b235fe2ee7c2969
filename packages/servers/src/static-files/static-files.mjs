// The static files of a build folder as a Fastify route (GET and HEAD of `/*`), for the gateway (the shell's build)
// and each remote's static server: answered from memory (files-in-memory.mjs, file-answer.mjs) with the site's
// Cache-Control policy. Files above the memory limit are streamed from disk by @fastify/static with the same
// headers and precompressed siblings. More specific routes (pages, proxies, the change feed) take precedence.
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '../shared/cache-policy.mjs';
import { sendFileFromMemory } from './file-answer.mjs';
import { createFilesInMemory } from './files-in-memory.mjs';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {string} o.root
 * @param {boolean} [o.dotFiles]  serve paths with a `.` segment (a remote's files/.well-known/security.txt)
 * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown} o.onMissing
 *   the answer when no file has that path
 * @param {number} [o.maxFileBytes]
 * @param {number} [o.maxBytes]
 */
export async function registerStaticFiles(app, { root, dotFiles = false, onMissing, maxFileBytes, maxBytes }) {
  const files = createFilesInMemory({ root, dotFiles, maxFileBytes, maxBytes });
  await files.preload();
  app.decorate('staticFiles', files);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    serveDotFiles: dotFiles,
    // @fastify/static 10 passes the Fastify reply.
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  // The bodies are compressed already (or not worth it): @fastify/compress would only look and pass.
  app.get('/*', { compress: false, decompress: false }, async (request, reply) => {
    const file = await files.lookup(request.url);
    if (file === 'absent') return onMissing(request, reply);
    if ('streamFrom' in file) return reply.sendFile(file.streamFrom);
    return sendFileFromMemory(request, reply, file, { cacheControl: cacheControlFor(file.relativePath) });
  });
  return files;
}
