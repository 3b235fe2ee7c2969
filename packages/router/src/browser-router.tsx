import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, resolveTo, type Location, type To } from './location';
import { RouterContext, type NavigateFunction, type NavigateOptions } from './router-context';

interface HistoryState {
  usr: unknown;
  key: string;
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's router: the location from the address bar, changed by links (pushState) and back/forward
 * (popstate). Location updates run in a transition, so a page that suspends (a remote still loading) keeps the
 * old page on screen instead of a fallback.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(readLocation);

  useEffect(() => {
    const onPopState = () => startTransition(() => setLocation(readLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const current = readLocation();
    const href = createPath(resolveTo(to, current));
    const entry: HistoryState = { usr: options.state ?? null, key: newKey() };
    // Like React Router: a link to the very URL on screen replaces the entry instead of stacking a copy.
    if (options.replace ?? href === createPath(current)) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
    startTransition(() => setLocation(readLocation()));
  }, []) as NavigateFunction;

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
