/**
 * The site's router: the small declarative API the shell and the remotes use (React Router's names and
 * behaviour for these parts), for absolute paths without parameters (spec section 2).
 *
 * Why our own: the router must be ONE federation singleton (the remotes' <Routes> and <Link> read the shell's
 * <BrowserRouter> context), and a shared module is never tree-shaken. Shared, react-router-dom put all of
 * React Router into every first load (~60 KB gzip; its declarative subset alone still ~13 KB); this is ~2 KB.
 *
 * Import the router from here only. Adding an export is a shell deploy first: the page runs the shell's copy.
 */
export { BrowserRouter } from './browser-router';
export { StaticRouter } from './static-router';
export { Routes, Route, type RouteProps } from './routes';
export { Link, type LinkProps } from './link';
export { NavLink, type NavLinkProps, type NavLinkRenderProps } from './nav-link';
export { useLocation, useNavigate, useSearchParams } from './hooks';
export type { Location, To } from './location';
export type { NavigateFunction, NavigateOptions } from './router-context';
