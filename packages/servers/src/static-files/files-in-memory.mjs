// A build folder's files held in memory: each file with the `.br` and `.gz` the build wrote beside it, its content
// type, strong ETag, Last-Modified and length, so an answer is a lookup instead of a read from disk. Everything
// under the folder is loaded once when the server starts; a file asked for later (a new version folder published
// beside the others) is loaded on its first request.
//
// Never stale: every lookup checks the file and its two siblings on disk (three stats, as file-snapshot.mjs does
// for one file), so a rebuild or a redeploy that replaces a file in place is served at once. A sibling that does
// not decompress to the file as it is now (written before or after it, mid-rebuild) is left out until it does.
//
// Bounded: files above `maxFileBytes` are not kept (the caller streams them from disk), and all bodies together
// stay under `maxBytes` (least recently used first out; read again on their next request).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import send from '@fastify/send';
import { LRUCache } from 'lru-cache';
import { pagePathOf } from '@site/composition';
import { fileSignature } from '../shared/file-snapshot.mjs';

const decompressors = { br: promisify(zlib.brotliDecompress), gzip: promisify(zlib.gunzip) };
const SIBLINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);
export const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** @typedef {{ streamFrom: string }} LargeFile  a file above the limit: its path under the root, to stream */

/**
 * @typedef {object} FileInMemory
 * @property {string} relativePath   under the root, with `/` separators
 * @property {string} contentType
 * @property {string} etag           strong: the content's hash and the file's modification time (a redeployed copy
 *                                   is a new version to the gateway, which compares ETags: remote-versions.mjs); each
 *                                   coding gets its own (representations.mjs)
 * @property {string} lastModified   HTTP date of the file's modification time
 * @property {{ identity: Buffer, br?: Buffer, gzip?: Buffer }} bodies
 * @property {('br' | 'gzip')[]} codings  the siblings that match the file, in order of preference
 * @property {string} signature      the identities on disk of the file and its siblings when read
 */

/** The Content-Type @fastify/static sends for a file name (UTF-8 text gets its charset). */
function contentTypeOf(file) {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** The identities on disk of a file and its two siblings. */
const signatureOf = (file) => `${fileSignature(file)}|${fileSignature(`${file}.br`)}|${fileSignature(`${file}.gz`)}`;

/** The file's bytes, or undefined when it is gone. */
async function readIfPresent(file) {
  try {
    return await readFile(file);
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * @param {object} o
 * @param {string} o.root
 * @param {boolean} [o.dotFiles]       whether paths with a segment starting with `.` are served (`/.well-known/…`)
 * @param {number} [o.maxFileBytes]    larger files are not kept in memory
 * @param {number} [o.maxBytes]        all kept bodies together
 */
export function createFilesInMemory({ root, dotFiles = false, maxFileBytes = DEFAULT_MAX_FILE_BYTES, maxBytes = DEFAULT_MAX_BYTES }) {
  const folder = path.resolve(root);
  /** @type {LRUCache<string, FileInMemory>} */
  const files = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (file) => file.bodies.identity.length + (file.bodies.br?.length ?? 0) + (file.bodies.gzip?.length ?? 0) + 256,
  });
  /** Loads in flight, so concurrent first requests for a file read it once. */
  /** @type {Map<string, Promise<FileInMemory | 'absent' | LargeFile>>} */
  const loading = new Map();

  /**
   * Reads a file and the siblings that match it; 'absent' when it is not a file.
   * @returns {Promise<FileInMemory | 'absent' | LargeFile>}
   */
  async function load(relativePath, signature) {
    const file = path.join(folder, relativePath);
    if (signature.startsWith('absent|') || signature.startsWith('not-a-file|')) return 'absent';
    const identity = await readIfPresent(file);
    if (identity === undefined) return 'absent';
    if (identity.length > maxFileBytes) return { streamFrom: relativePath };
    /** @type {FileInMemory['bodies']} */
    const bodies = { identity };
    /** @type {FileInMemory['codings']} */
    const codings = [];
    for (const [coding, suffix] of SIBLINGS) {
      const body = await readIfPresent(`${file}${suffix}`);
      if (body === undefined || body.length > maxFileBytes) continue;
      // A sibling that is not this file compressed (an older build's, half-written) is never sent.
      const decoded = await decompressors[coding](body).catch(() => undefined);
      if (decoded?.equals(identity)) {
        bodies[coding] = body;
        codings.push(coding);
      }
    }
    // Removed since it was read: gone, like a file that was never there.
    const mtime = await stat(file).then(
      (stats) => stats.mtime,
      () => undefined,
    );
    if (mtime === undefined) return 'absent';
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    /** @type {FileInMemory} */
    const entry = {
      relativePath,
      contentType: contentTypeOf(file),
      etag: `"${hash}-${mtime.getTime().toString(36)}"`,
      lastModified: mtime.toUTCString(),
      bodies,
      codings,
      signature,
    };
    // Changed while being read (a rebuild writing it): sent this once, kept only once it holds still.
    if (signatureOf(file) === signature) files.set(relativePath, entry);
    return entry;
  }

  /**
   * The file a request path names as it is on disk now: from memory, else read (and kept); 'absent' when there is
   * none (or the path may not name a file: encoded separators, dot segments, dotfiles unless allowed), `streamFrom`
   * when it is above the limit (stream it from disk).
   * @param {string} url  the request target (query ignored)
   * @returns {FileInMemory | 'absent' | LargeFile | Promise<FileInMemory | 'absent' | LargeFile>}
   */
  function lookup(url) {
    const relativePath = relativePathOf(url);
    if (relativePath === undefined) return 'absent';
    const signature = signatureOf(path.join(folder, relativePath));
    const kept = files.get(relativePath);
    if (kept && kept.signature === signature) return kept;
    if (kept) files.delete(relativePath);
    const key = `${relativePath}\n${signature}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = load(relativePath, signature).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  /** The path under the root a request target names, or undefined when it may not name a file here. */
  function relativePathOf(url) {
    const target = pagePathOf(url);
    if (target.kind !== 'page' || target.path === '/') return undefined;
    const segments = target.path.slice(1).split('/');
    if (segments.some((segment) => segment === '') || (!dotFiles && segments.some((segment) => segment.startsWith('.')))) return undefined;
    const relativePath = segments.join('/');
    const resolved = path.resolve(folder, relativePath);
    return resolved.startsWith(`${folder}${path.sep}`) ? relativePath : undefined;
  }

  /** Every file under the root (not the siblings of a file that is there), up to the bound. */
  async function preload() {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    const names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name))));
    let bytes = 0;
    for (const name of names) {
      if (/\.(?:br|gz)$/.test(name) && names.has(name.slice(0, -3))) continue;
      const relativePath = name.split(path.sep).join('/');
      if (relativePathOf(`/${relativePath.split('/').map(encodeURIComponent).join('/')}`) === undefined) continue;
      const entry = await load(relativePath, signatureOf(path.join(folder, relativePath)));
      if (typeof entry !== 'string' && 'bodies' in entry) bytes += entry.bodies.identity.length;
      if (bytes > maxBytes) break;
    }
  }

  return {
    lookup,
    preload,
    get size() {
      return files.size;
    },
    get bytes() {
      return files.calculatedSize;
    },
    limits: { maxFileBytes, maxBytes },
  };
}
