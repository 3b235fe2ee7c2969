/** Where the page is: the parts of a URL the router reads, plus the history entry's state and key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** A link target: an absolute path ('/pricing?x=1#top'), a query ('?type=x'), a hash ('#demo') or relative path. */
export type To = string;

const BASE = 'http://router.invalid';

/** Resolves `to` against the current location the way an <a href> would, into path, query and hash. */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, BASE + from.pathname + from.search);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The href of a resolved location. */
export function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return pathname + search + hash;
}

/** True for URLs that leave the app (another scheme or origin): those are plain links. */
export function isExternal(to: To): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
}

/** A location from a URL string (the static router's `location` prop). */
export function locationFromUrl(url: string, state: unknown = null, key = 'default'): Location {
  return { ...resolveTo(url, { pathname: '/', search: '' }), state, key };
}
