// The codings an answer from memory can be sent in and their validators, shared by the composed pages
// (gateway/page-answer.mjs) and the static files (file-answer.mjs): brotli first (~15% smaller than gzip for text),
// then gzip, else the bytes themselves; each coding is its own representation with its own strong ETag.
import { Negotiator } from '@fastify/accept-negotiator';

/** @typedef {'br' | 'gzip' | 'identity'} Coding */

const MAX_REMEMBERED_HEADERS = 256;
/** One negotiator per set of codings on offer; each remembers its answers per header value. */
const negotiators = new Map();

/**
 * The coding to send for an Accept-Encoding header (q=0 refuses a coding), among those on offer.
 * @param {string | undefined} acceptEncoding
 * @param {('br' | 'gzip')[]} [offered]  in order of preference
 * @returns {Coding}
 */
export function encodingFor(acceptEncoding, offered = ['br', 'gzip']) {
  if (offered.length === 0 || !acceptEncoding) return 'identity';
  const key = offered.join(',');
  let negotiator = negotiators.get(key);
  if (!negotiator || negotiator.cache.size > MAX_REMEMBERED_HEADERS) {
    const cache = new Map();
    negotiator = { cache, negotiator: new Negotiator({ supportedValues: offered, cache }) };
    negotiators.set(key, negotiator);
  }
  return negotiator.negotiator.negotiate(acceptEncoding) ?? 'identity';
}

/**
 * The ETag of one coding of a content whose own ETag is `etag`: `"h"`, `"h-br"`, `"h-gzip"`.
 * @param {string} etag
 * @param {Coding} coding
 */
export const etagOf = (etag, coding) => (coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`);

/**
 * Whether If-None-Match names this content in any coding (or is `*`).
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag  the content's own ETag (identity)
 */
export function notModified(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const hash = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gzip"`;
  });
}
