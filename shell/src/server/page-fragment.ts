import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fragmentFileName, ROUTES_FILE, type PageFragment, type RouteListEntry } from '@site/composition';

/** Writes a fragment where the gateway looks for it (the format is @site/composition's). */
export function writeFragment(pagesDir: string, fragment: PageFragment): string {
  const file = path.join(pagesDir, fragmentFileName(fragment.path));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(fragment));
  return file;
}

/** Writes the area's route list (the gateway serves only the pages it names, and lists them in the sitemap). */
export function writeRouteList(pagesDir: string, routes: readonly RouteListEntry[]): string {
  const file = path.join(pagesDir, ROUTES_FILE);
  writeFileSync(file, JSON.stringify(routes.map(({ path: routePath, title }) => ({ path: routePath, title }))));
  return file;
}
