// What the federation share scope provides under the name `react-router-dom`: React Router 7's declarative
// mode, the part of its API the site uses (components and hooks of `react-router-dom`, taken from its
// `react-router` core, which `react-router-dom` only re-exports).
//
// Why a list: a shared module is never tree-shaken (the host cannot know what a remote deployed later will
// import), so sharing the package itself put all of React Router (data routers, framework mode, ~60 KB gzip)
// into every first load. Shared through this file, React Router's unused parts drop out of the shared chunk.
//
// Rules (checked by `react-router-imports.test.mjs`): import the router from `react-router-dom` only (never
// `react-router`: a second, unshared copy would mean a second router context), and only names listed here.
// A new name here is a shell deploy first: the page runs the shell's copy of this module. The prerenderer's own
// router (StaticRouter) is not here: the browser never runs it; the Node builds share `react-router-server.mjs`.
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
