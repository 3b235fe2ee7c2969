// Composed pages kept in memory: each is composed once per version of what it is made of (the caller's key:
// path, shell build, remote version, origin) and compressed once with brotli and gzip, with a strong ETag from its
// content. A bounded LRU (entries and bytes), so requests for ever new paths cannot grow it without end.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const FAST_BROTLI_QUALITY = 4;

/**
 * @typedef {{ status: number, etag: string, bodies: { identity: Buffer, br: Buffer, gzip: Buffer }, tag: string }} CachedPage
 */

/**
 * Compresses once, in the thread pool (the event loop keeps answering meanwhile).
 * @param {string} html
 * @param {number} brotliQuality
 */
async function compressed(html, brotliQuality) {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * @param {object} o
 * @param {number} o.maxEntries
 * @param {number} o.maxBytes       all bodies of all entries together
 * @param {number} o.brotliQuality  11 is the smallest and costs ~0.2 s for a large page; pages asked for by
 *                                  crawlers walking unknown paths deserve less
 */
export function createPageCache({ maxEntries, maxBytes, brotliQuality }) {
  /** @type {LRUCache<string, CachedPage>} */
  const pages = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 512,
  });
  /** Compositions in flight, so concurrent requests for a page not cached yet compose and compress it once. */
  /** @type {Map<string, Promise<CachedPage>>} */
  const pending = new Map();

  return {
    /**
     * The cached page of `key`, or the one `compose` makes (cached unless it says `cache: false`).
     * @param {string} key  everything the page depends on
     * @param {string} tag  which remote's version it belongs to (see `evict`)
     * @param {() => Promise<{ status: number, html: string, cache?: boolean }>} compose
     * @returns {Promise<CachedPage>}
     */
    async get(key, tag, compose) {
      const hit = pages.get(key);
      if (hit) return hit;
      let making = pending.get(key);
      if (!making) {
        making = (async () => {
          const { status, html, cache = true } = await compose();
          // A page that is not kept (a 503 while a fragment cannot be fetched) is compressed quickly instead.
          const bodies = await compressed(html, cache ? brotliQuality : FAST_BROTLI_QUALITY);
          const hash = createHash('sha256').update(bodies.identity).digest('base64url').slice(0, 27);
          const page = { status, etag: `"${hash}"`, bodies, tag };
          if (cache) pages.set(key, page);
          return page;
        })().finally(() => pending.delete(key));
        pending.set(key, making);
      }
      return making;
    },
    /** Drops the pages of `tag` that `keep` refuses (a remote's earlier versions once a new one is live). */
    evict(tag, keep) {
      for (const [key, page] of pages.entries()) if (page.tag === tag && !keep(key)) pages.delete(key);
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
    limits: { maxEntries, maxBytes },
  };
}
