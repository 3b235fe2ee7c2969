// A file the gateway reads on the hot path (the shell's index.html and 404 fragment, the remotes config): kept in
// memory and read again only when its identity on disk changes. A redeploy replaces the file (a new inode, size or
// modification time), so checking with one stat per request picks it up at once without reading it every time.
import { readFileSync, statSync } from 'node:fs';

/**
 * A file's identity on disk now ('absent' when there is none): what a replacement changes.
 * @param {string} file
 */
export function fileSignature(file) {
  // Synchronous: a stat is a few microseconds, far less than a trip through the thread pool.
  const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stat) return 'absent';
  return stat.isFile() ? `${stat.ino}-${stat.size}-${stat.mtimeNs}-${stat.ctimeNs}` : 'not-a-file';
}

/**
 * @template T
 * @param {string} file
 * @param {(text: string) => T} parse  runs once per version of the file
 * @param {{ reuseMs?: number }} [o]  reuseMs: a signature checked less than this long ago is trusted without a new
 *   stat (default 0: every call stats). Under load, the requests of one millisecond then share one stat, and a
 *   replaced file is still seen within that millisecond.
 * @returns {() => { value: T | undefined, signature: string }}  value undefined: the file does not exist
 */
export function fileSnapshot(file, parse, { reuseMs = 0 } = {}) {
  /** @type {string | undefined} */
  let signature;
  /** @type {T | undefined} */
  let value;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = performance.now();
    if (signature !== undefined && now - checkedAt < reuseMs) return { value, signature };
    const current = fileSignature(file);
    if (current !== signature) {
      // Parse before remembering: a broken file throws on every request until it is fixed, never half-applied.
      value = current !== 'absent' ? parse(readFileSync(file, 'utf8')) : undefined;
      signature = current;
    }
    checkedAt = now;
    return { value, signature };
  };
}
