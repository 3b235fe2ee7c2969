// One address per page: `/pricing/`, `/pricing//` and `/pricing/index.html` are other spellings of `/pricing`, and
// `/index.html` of `/`. The gateway answers them with a 301 to the canonical path, so a page has one URL (one cache
// entry, one canonical link, one hit count) and a path's status always matches the page it shows.
import { pagePathOf } from '@site/composition';

const INDEX_FILE = '/index.html';

/**
 * The canonical form of a request target that spells a page path with a trailing slash or a trailing `/index.html`:
 * `path` (decoded, to look the route up) and `location` (the target as received without the suffix, query kept).
 * Undefined for any other target, and when what is left is no page path (`//evil.example/` is not `/evil.example`).
 * @param {string} target  the request target as received (origin form)
 * @returns {{ path: string, location: string } | undefined}
 */
export function canonicalPageTarget(target) {
  const queryAt = target.indexOf('?');
  const raw = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  let canonical;
  if (raw.endsWith(INDEX_FILE)) canonical = raw.slice(0, -INDEX_FILE.length) || '/';
  else if (raw.length > 1 && raw.endsWith('/')) canonical = raw.replace(/\/+$/, '') || '/';
  else return undefined;
  const page = pagePathOf(canonical);
  return page.kind === 'page' ? { path: page.path, location: `${canonical}${query}` } : undefined;
}
