// CLI, run after a remote's build: renders every route of that remote's area into page fragments stored in
// the remote's own dist/pages (its deploy unit), so redeploying one remote re-renders only its own pages.
//   node shell/dist-server/prerender-area.cjs --area platform --remote-dir mf-platform [--public-url /_remotes/platform/]
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRoute } from '@site/ui';
import { AREA_NOT_FOUND_PATH, escapeHtml, PAGES_FOLDER, type PageFragment } from '@site/composition';
import { AREAS } from '../routing/areas';
import { PageCriticalCss } from './page-critical-css';
import { renderPageHtml } from './render-page';
import { writeFragment, writeRouteList } from './page-fragment';

interface ManifestExpose {
  path: string;
  assets: { css: { sync: string[]; async: string[] } };
}

/** The stylesheets (files of the remote's dist) the browser would load with the area's `./Area` expose. */
function areaStylesheets(remoteDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(remoteDir, 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: ManifestExpose[];
  };
  const expose = manifest.exposes.find((e) => e.path === './Area');
  if (!expose) throw new Error(`${remoteDir}/dist/mf-manifest.json has no ./Area expose`);
  return [...expose.assets.css.sync, ...expose.assets.css.async];
}

/**
 * The page's head for the area's stylesheets: each one inline (the first paint needs no request; the CSP allows
 * inline styles), its URL in `data-href`; each page then keeps only the rules its HTML uses (page-critical-css.ts).
 * The federation runtime and Rspack's CSS loader skip a stylesheet that is already linked, so the start script
 * links each one before it starts the app, after the first paint (@site/http-policy's page-start-script.ts); the remote
 * then does not load it again. It is applied once the visitor reaches for the page (deferred-stylesheets.ts there).
 */
function areaStyleHead(remoteDir: string, publicUrl: string): string {
  return areaStylesheets(remoteDir)
    .map((file) => {
      const css = readFileSync(path.join(remoteDir, 'dist', file), 'utf8');
      if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains "</style"`);
      return `<style data-href="${escapeHtml(`${publicUrl}${file}`)}">${css}</style>`;
    })
    .join('');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { area: { type: 'string' }, 'remote-dir': { type: 'string' }, 'public-url': { type: 'string' } },
  });
  const area = values.area;
  if (!area || !values['remote-dir']) throw new Error('usage: prerender-area --area NAME --remote-dir DIR [--public-url URL]');
  const remoteDir = path.resolve(values['remote-dir']);
  const publicUrl = values['public-url'] ?? `/_remotes/${area}/`;

  registerRemotes([{ name: area, entry: pathToFileURL(path.join(remoteDir, 'dist-server', 'remoteEntry.cjs')).href }]);
  const areaModule = await loadRemote<{ routes: AreaRoute[] }>(`${area}/Area`);
  if (!areaModule?.routes) throw new Error(`${area}/Area exports no routes`);

  const head = areaStyleHead(remoteDir, publicUrl);
  // The shell's build (this script's own dist-server sits next to its dist) holds the template pages are served in.
  const criticalCss = new PageCriticalCss(path.resolve(__dirname, '..', 'dist'));
  const pagesDir = path.join(remoteDir, 'dist', PAGES_FOLDER);
  rmSync(pagesDir, { recursive: true, force: true });
  for (const route of areaModule.routes) {
    const html = await renderPageHtml(route.path);
    const fragment: PageFragment = {
      path: route.path,
      status: 200,
      title: route.title,
      description: route.description,
      head: await criticalCss.prune(head, html),
      html,
    };
    writeFragment(pagesDir, fragment);
  }
  // Unknown paths under the area's prefixes render the shell's 404 *through the remote* (its router's catch-all),
  // so the 404 HTML must come from the same tree or it would not hydrate cleanly.
  const prefix = AREAS.find((a) => a.name === area)?.prefixes[0];
  if (prefix) {
    const html = await renderPageHtml(`${prefix}/__not-found__`);
    writeFragment(pagesDir, {
      path: AREA_NOT_FOUND_PATH,
      status: 404,
      title: 'Page Not Found | Surface Harvester',
      description: 'The page you are looking for does not exist.',
      head: await criticalCss.prune(head, html),
      html,
    });
  }
  // The area's route list: the gateway serves exactly these pages and lists them in the sitemap.
  writeRouteList(pagesDir, areaModule.routes);
  console.log(`prerendered ${areaModule.routes.length} page(s) of area "${area}" into ${path.relative(process.cwd(), pagesDir) || pagesDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
