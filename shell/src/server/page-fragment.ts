import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

/** The fragment an area serves for unknown paths under its prefixes (file `__not-found__.json`). */
export const AREA_NOT_FOUND_PATH = '/__not-found__';

/** '/': 'index.json'; '/product/overview': 'product/overview.json'. */
export function fragmentFileName(pagePath: string): string {
  return pagePath === '/' ? 'index.json' : `${pagePath.replace(/^\//, '')}.json`;
}

export function writeFragment(pagesDir: string, fragment: PageFragment): string {
  const file = path.join(pagesDir, fragmentFileName(fragment.path));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(fragment));
  return file;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
