// CLI, run after the shell's build: prerenders the pages the shell owns itself (the 404) into shell/dist/pages.
import path from 'node:path';
import { PAGES_FOLDER, SHELL_NOT_FOUND_PATH } from '@site/composition';
import { renderPageHtml } from './render-page';
import { writeFragment } from './page-fragment';

/** A path no area owns; the shell's router renders its 404 for it. */
const NOT_FOUND_PROBE = '/__not-found__';

async function main(): Promise<void> {
  const pagesDir = path.resolve(__dirname, '..', 'dist', PAGES_FOLDER);
  writeFragment(pagesDir, {
    path: SHELL_NOT_FOUND_PATH,
    status: 404,
    title: 'Page Not Found | Surface Harvester',
    description: 'The page you are looking for does not exist.',
    head: '',
    html: await renderPageHtml(NOT_FOUND_PROBE),
  });
  console.log('prerendered the shell 404 page');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
