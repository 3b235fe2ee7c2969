// The page-fragment format: what the prerenderer writes into a remote's `dist/pages/` and the gateway reads back
// (over HTTP, from the folder beside that remote's mf-manifest.json).

/**
 * A prerendered page as stored beside the area that owns it. The gateway merges it into the shell's current
 * index.html (so a shell redeploy with new script hashes does not invalidate the areas' pages).
 */
export interface PageFragment {
  path: string;
  status: number;
  title: string;
  description: string;
  /** Extra <head> markup: the owning remote's stylesheet links, so the page does not shift on load. */
  head: string;
  /** The markup inside #root. */
  html: string;
}

/** One entry of an area's route list (`pages/_routes.json`): the pages it publishes, for lookups and the sitemap. */
export interface RouteListEntry {
  path: string;
  title: string;
}

/** The folder of a build holding its fragments and its route list. */
export const PAGES_FOLDER = 'pages';
/** The folder of a build holding the files it publishes on the site's origin (PDFs, security.txt). */
export const FILES_FOLDER = 'files';
/** The area's route list, in PAGES_FOLDER. */
export const ROUTES_FILE = '_routes.json';
/** The fragment an area serves for unknown paths under its prefixes (file `__not-found__.json`). */
export const AREA_NOT_FOUND_PATH = '/__not-found__';
/** The shell's own 404 fragment (file `404.json` in the shell's PAGES_FOLDER). */
export const SHELL_NOT_FOUND_PATH = '/404';

/** '/': 'index.json'; '/product/overview': 'product/overview.json'. */
export function fragmentFileName(pagePath: string): string {
  return pagePath === '/' ? 'index.json' : `${pagePath.replace(/^\//, '')}.json`;
}

/** Where a build's fragment of `pagePath` lives, relative to the build folder. */
export const fragmentLocation = (pagePath: string): string => `${PAGES_FOLDER}/${fragmentFileName(pagePath)}`;

/** Where a build's route list lives, relative to the build folder. */
export const routesLocation = (): string => `${PAGES_FOLDER}/${ROUTES_FILE}`;

/** Checks a parsed route list; entries that are not `{ path, title }` with a page path are an error. */
export function parseRouteList(value: unknown, isPage: (path: string) => boolean): RouteListEntry[] {
  if (!Array.isArray(value)) throw new Error(`${ROUTES_FILE}: expected a list of routes`);
  return value.map((entry: unknown) => {
    const route = entry as Partial<RouteListEntry> | null;
    if (!route || typeof route.path !== 'string' || !isPage(route.path)) {
      throw new Error(`${ROUTES_FILE}: ${JSON.stringify(entry)} is not a route`);
    }
    return { path: route.path, title: typeof route.title === 'string' ? route.title : '' };
  });
}
