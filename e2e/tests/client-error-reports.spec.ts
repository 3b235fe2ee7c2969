import { expect, type Page, test } from '@playwright/test';
import { E2E_PORTS } from '../support/environment';
import { waitForAppStarted } from '../support/app-started';

// The shell's error reports (POST /api/client-events, navigator.sendBeacon) arrive at the real API and move
// `remote_client_errors_total{remote,version,kind}` on its metrics endpoint (the test API is bound to loopback, so
// it answers without a token). The failures are made in the browser: the remote's files are blocked or changed in
// flight, so the shared site and the built files stay as they are.

const METRICS_URL = `http://127.0.0.1:${E2E_PORTS.apiPort}/api/metrics`;
const PAGE = '/services/process';
/** The gateway's default remotes config names the remote's root, not a published version folder. */
const VERSION = 'unversioned';

async function count(page: Page, series: string): Promise<number> {
  const text = await (await page.request.get(METRICS_URL)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const errors = (kind: string) => `remote_client_errors_total{remote="services",version="${VERSION}",kind="${kind}"}`;
const views = `remote_page_views_total{remote="services",version="${VERSION}"}`;

/** Serves the services remote's scripts through `change` (the file's text in, the text to serve out). */
async function changeRemoteScripts(page: Page, change: (text: string) => string): Promise<void> {
  await page.route('**/_remotes/services/*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
}

test.describe('browser error reports per remote and version', () => {
  test('a page view of a remote is counted', async ({ page }) => {
    const before = await count(page, views);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A delivery process');
    await expect.poll(() => count(page, views)).toBeGreaterThan(before);
  });

  test('a remote that fails to load (after the retries) is reported as load-failure', async ({ page }) => {
    const before = await count(page, errors('load-failure'));
    await page.route('**/_remotes/services/remoteEntry.js', (route) => route.abort('connectionrefused'));
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect.poll(() => count(page, errors('load-failure'))).toBe(before + 1);
  });

  test('an area that throws while rendering is reported as render-error, and the fallback shows', async ({ page }) => {
    const before = await count(page, errors('render-error'));
    await changeRemoteScripts(page, (text) =>
      text.replace('"A delivery process built for production systems"', '(()=>{throw new Error("deliberately broken page")})()'),
    );
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect.poll(() => count(page, errors('render-error'))).toBe(before + 1);
  });

  test("an uncaught error from the remote's files is reported as uncaught-error; the shell's own are not", async ({ page }) => {
    const before = await count(page, errors('uncaught-error'));
    await changeRemoteScripts(page, (text) =>
      text.includes('A delivery process built for production systems')
        ? `${text}\nsetTimeout(function(){throw new Error("deliberately uncaught")},0);`
        : text,
    );
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A delivery process');
    // An error of the page itself (not from a remote's file) is not the remote's.
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('shell-side error');
      }, 0),
    );
    await expect.poll(() => count(page, errors('uncaught-error'))).toBe(before + 1);
    // Give a wrongly attributed report time to arrive before the final count (the beacons go out at once).
    await waitForAppStarted(page);
    expect(await count(page, errors('uncaught-error'))).toBe(before + 1);
  });
});
