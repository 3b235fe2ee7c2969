/**
 * The site's router: the declarative subset of React Router v7 that the shell and the remotes use.
 *
 * Why a package of its own: the router must be ONE federation singleton (the remotes' <Routes> and <Link> read
 * the shell's <BrowserRouter> context), and a shared module is never tree-shaken, because any consumer may use
 * any of its exports. Shared whole, `react-router-dom` puts all of React Router (data routers, loaders, SSR
 * handlers, cookies, ~60 KB gzip) into every page's first load. Shared as this list, the page gets only what
 * the list reaches.
 *
 * Import the router from here only. Adding an export is a shell deploy first: the page runs the shell's copy.
 */
export {
  BrowserRouter,
  StaticRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchPath,
} from 'react-router';
export type { LinkProps, Location, NavLinkProps, NavigateFunction, To } from 'react-router';
