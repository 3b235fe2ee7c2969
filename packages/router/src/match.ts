/**
 * Route matching for the site's paths: absolute, without parameters (spec section 2), optionally ending in
 * '/*' (that prefix and everything below it), or '*' (anything). Like React Router: case-insensitive, and a
 * trailing slash does not matter.
 */
function normalize(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** How well `pattern` matches `pathname`: -1 when it does not; a higher score is a more specific match. */
export function matchScore(pattern: string, pathname: string): number {
  const path = normalize(pathname);
  if (pattern === '*') return 0;
  if (pattern.endsWith('/*')) {
    const prefix = normalize(pattern.slice(0, -2) || '/');
    const inside = prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
    return inside ? 1 + prefix.length : -1;
  }
  return normalize(pattern) === path ? Number.MAX_SAFE_INTEGER : -1;
}

/**
 * Whether a link to `toPathname` is "active" at `pathname` (React Router's NavLink rule): the same path, or
 * (unless `end`) a path below it. The root is active only on itself.
 */
export function isActivePath(toPathname: string, pathname: string, end = false): boolean {
  const to = normalize(toPathname);
  const path = normalize(pathname);
  if (path === to) return true;
  return !end && to !== '/' && path.startsWith(`${to}/`);
}
