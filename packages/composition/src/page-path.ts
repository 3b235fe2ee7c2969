// Which request paths can name a page. A page is looked up by exact route, so a path only has to be refused when
// it could mean something else further down: an encoded separator (`%2f`, `%5c`), an encoded query or fragment
// marker (`%3f`, `%23`), a NUL, a backslash, or a `.`/`..` segment would otherwise turn into another file once
// decoded or joined into a location.

/** One path segment of a page: no separator, no query/fragment marker, no control character, not `.` or `..`. */
const SEGMENT = /^[^/\\?#\u0000-\u001f\u007f]+$/;

/** Whether `pathname` (decoded) has the shape of a page path: `/` or `/a/b` with clean segments. */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/') return true;
  if (!pathname.startsWith('/')) return false;
  return pathname
    .slice(1)
    .split('/')
    .every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** Percent-encodings that decode to a separator, a query or fragment marker, or NUL. */
const ENCODED_DELIMITER = /%(?:2f|5c|3f|23|00)/i;

export type PagePathResult =
  | { kind: 'page'; path: string }
  /** Percent-encoding that does not decode (`/%E0%A4%A`): a client error. */
  | { kind: 'malformed' }
  /** A well-formed target that cannot name a page: answered with the 404 page. */
  | { kind: 'not-a-page' };

/**
 * The page path of a request target (`/services/process?utm_source=x`): the path before the query, decoded once.
 * @param target the request target as received (origin form)
 */
export function pagePathOf(target: string): PagePathResult {
  const query = target.indexOf('?');
  const raw = query === -1 ? target : target.slice(0, query);
  if (!raw.startsWith('/') || raw.includes('#') || ENCODED_DELIMITER.test(raw)) return { kind: 'not-a-page' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { kind: 'malformed' };
  }
  return isPagePath(decoded) ? { kind: 'page', path: decoded } : { kind: 'not-a-page' };
}
