import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ASSETS_PATH } from '../staff/staff-paths.js';

/** Where `scripts/build-staff-stylesheet.mjs` writes (the same from src/views and dist/views: two levels below api/). */
const ASSETS_DIR = new URL('../../dist/staff-assets/', import.meta.url);

/** The stylesheet of every page the API renders (staff and claim pages): its URL (its name carries its content's hash), its content. */
export interface PageStylesheet {
  href: string;
  fileName: string;
  css: Buffer;
}

/** The built stylesheet, or undefined when the API was not built with it (the pages then render unstyled). */
export function loadPageStylesheet(): PageStylesheet | undefined {
  try {
    const { file } = JSON.parse(readFileSync(fileURLToPath(new URL('stylesheet.json', ASSETS_DIR)), 'utf8')) as { file: string };
    if (!/^staff\.[0-9a-f]+\.css$/.test(file)) return undefined;
    return { href: `${ASSETS_PATH}/${file}`, fileName: file, css: readFileSync(fileURLToPath(new URL(file, ASSETS_DIR))) };
  } catch {
    return undefined;
  }
}

/** A year, and never revalidated: a new stylesheet has a new name. */
export const STYLESHEET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
