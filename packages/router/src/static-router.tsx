import { useMemo, type ReactNode } from 'react';
import { locationFromUrl } from './location';
import { RouterContext, type NavigateFunction } from './router-context';

const cannotNavigate = (() => {
  throw new Error('A <StaticRouter> cannot navigate (it renders one URL on the server).');
}) as NavigateFunction;

/** The prerenderer's router: one fixed URL, no navigation. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo(() => ({ location: locationFromUrl(location), navigate: cannotNavigate }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
