// Sends a file held in memory (files-in-memory.mjs): the build's `.br` or `.gz` as it is when the client accepts
// it, else the file itself, with Content-Encoding, Vary: Accept-Encoding, Content-Length and the coding's own
// ETag; 304 when If-None-Match (or, without it, If-Modified-Since) says the client has it; one byte range (206,
// or 416 when it cannot be satisfied) of the coding sent, as @fastify/static did (PDF viewers and download
// managers ask for ranges). HEAD gets the same headers without a body.
import parseRange from 'range-parser';
import { encodingFor, etagOf, notModified } from './representations.mjs';

/** Whether the client's copy is current: If-None-Match decides when present, else If-Modified-Since. */
function isFresh(headers, file) {
  if (headers['if-none-match']) return notModified(headers['if-none-match'], file.etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(file.lastModified) <= since;
}

/** Whether a Range applies: no If-Range, or one naming exactly this representation (its ETag or date). */
function rangeApplies(ifRange, etag, lastModified) {
  if (!ifRange) return true;
  return ifRange.startsWith('"') ? ifRange === etag : ifRange === lastModified;
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {import('./files-in-memory.mjs').FileInMemory} file
 * @param {{ cacheControl: string }} o
 */
export function sendFileFromMemory(request, reply, file, { cacheControl }) {
  const coding = encodingFor(request.headers['accept-encoding'], file.codings);
  const etag = etagOf(file.etag, coding);
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', etag)
    .header('last-modified', file.lastModified)
    .header('accept-ranges', 'bytes');
  if (isFresh(request.headers, file)) return reply.code(304).send();
  const body = /** @type {Buffer} */ (file.bodies[coding]);
  const range = request.headers.range;
  const ranges =
    range && rangeApplies(request.headers['if-range'], etag, file.lastModified) ? parseRange(body.length, range, { combine: true }) : undefined;
  if (ranges === -1) return reply.code(416).header('content-range', `bytes */${body.length}`).send();
  reply.header('content-type', file.contentType);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  if (ranges !== undefined) {
    // One range (several would need a multipart answer): 206 with its bytes; a malformed header is ignored.
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
      const [{ start, end }] = ranges;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${body.length}`)
        .send(body.subarray(start, end + 1));
    }
  }
  return reply.code(200).send(body);
}
