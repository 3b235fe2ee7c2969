// Visitors of the site in a real Chromium while a remote's canary runs: each visit is a fresh browser context whose
// only cookie puts it in one cohort of the canary (the cookie the gateway would have drawn), so the remote's code
// reports its page view, and its errors, to the API's /api/client-events as it does for anybody.
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
/** The gateway's cohort cookie (packages/servers/src/gateway/canary-cohorts.mjs). */
const COHORT_COOKIE = 'remote-cohort';

export const openBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

/**
 * One page load by a visitor in `cohort` of `remote`'s canary `version` (no cohort: a visitor the gateway assigns).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, remote: string, version?: string, cohort?: 'stable' | 'canary' }} visit
 * @returns {Promise<{ reports: number, folders: string[] }>} the reports sent and the remote's folders the page loaded
 *   (a file at the remote's root as `(root) <path>`)
 */
export async function visit(browser, { url, remote, version, cohort }) {
  const context = await browser.newContext();
  try {
    if (cohort) {
      const value = encodeURIComponent(JSON.stringify({ [remote]: `${cohort}:${version}` }));
      await context.addCookies([{ name: COHORT_COOKIE, value, url }]);
    }
    const page = await context.newPage();
    let reports = 0;
    const folders = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/client-events') reports += 1;
      const folder = new RegExp(`^/_remotes/${remote}/(?:releases/([^/]+)/)?`).exec(pathname);
      // A file outside any version folder is named by its path: what loaded from the remote's root, and why.
      if (folder) folders.add(folder[1] ?? `(root) ${pathname}`);
    });
    // The site's script starts after the first paint, which on a loaded machine can come after the network went
    // idle: wait for the remote's first file, then for the network to settle (its reports sent).
    const remoteRequested = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(`/_remotes/${remote}/`), {
      timeout: 30_000,
    });
    // The shell reports a view (or an error) once the remote's area rendered, which on a loaded machine can come
    // after the network went quiet: the visit ends only once that report went out (or after 20 s without one).
    const reported = page
      .waitForRequest((request) => new URL(request.url()).pathname === '/api/client-events', { timeout: 20_000 })
      .catch(() => undefined);
    await page.goto(url, { waitUntil: 'load' });
    await remoteRequested;
    await page.waitForLoadState('networkidle');
    await reported;
    return { reports, folders: [...folders] };
  } finally {
    await context.close();
  }
}
