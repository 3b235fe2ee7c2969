// Sends a cached page (page-cache.mjs) as it is: the brotli or gzip body the client accepts, computed once, or
// 304 without a body when the client's If-None-Match names the page's current content.
import { encodingFor, etagOf, notModified } from '../static-files/representations.mjs';

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {import('./page-cache.mjs').CachedPage} page
 * @param {{ cacheControl: string, vary: string, surrogateKey?: string }} headers
 */
export function sendPage(request, reply, page, { cacheControl, vary, surrogateKey }) {
  const coding = encodingFor(request.headers['accept-encoding']);
  reply.header('cache-control', cacheControl).header('vary', vary).header('etag', etagOf(page.etag, coding));
  if (surrogateKey) reply.header('surrogate-key', surrogateKey);
  // A page that is an error (404) is still a representation a client may have: 304 answers for it as well.
  if (notModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.code(page.status).header('content-type', 'text/html; charset=utf-8').send(page.bodies[coding]);
}
