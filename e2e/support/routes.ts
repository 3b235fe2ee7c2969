import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

interface PublishedRoute {
  path: string;
}

/** Every page route the remotes publish with their prerendered pages (mf-*\/dist/pages/_routes.json), sorted. */
export function publishedRoutes(): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith('mf-')) continue;
    const file = path.join(ROOT, entry.name, 'dist', 'pages', '_routes.json');
    const routes = JSON.parse(readFileSync(file, 'utf8')) as PublishedRoute[];
    for (const route of routes) paths.push(route.path);
  }
  return paths.sort();
}

/** A path no area owns: the shell's 404 page. */
export const NOT_FOUND_PATH = '/does-not-exist';
