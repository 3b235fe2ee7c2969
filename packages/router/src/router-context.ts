import { createContext, useContext } from 'react';
import type { Location, To } from './location';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Moves through the history stack (-1 is back). */
  (delta: number): void;
}

export interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

/**
 * The one router context of the page. This package is a federation singleton, so the shell's <BrowserRouter>
 * and every remote's <Routes> and <Link> meet here.
 */
export const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(hook: string): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} may be used only in the context of a <Router> component.`);
  return router;
}
