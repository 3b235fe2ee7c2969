import { expect, test, type Page } from '@playwright/test';
import { PREVIEW_ORIGIN_PORTS, PREVIEW_PORTS } from '../support/environment';
import { rebuildRemoteWithChange } from '../support/redeploy';
import { startRemoteServer, startSiteStack, type SiteStack } from '../support/stack';
import { waitForAppStarted } from '../support/app-started';

/**
 * Preview overrides: QA opens a remote's not-yet-live build on the real site with
 * `?remote-override=<remote>:<manifest URL>`. The gateway honours it only for allow-listed manifest URLs
 * (REMOTE_OVERRIDE_ALLOWLIST) and then serves both /remotes.json and the prerendered page from that build.
 * One preview build of mf-services (changed heading) is served from two origins: one allow-listed, one not.
 */
const LIVE_HEADING = 'A delivery process built for production systems';
const PREVIEW_HEADING = `Preview process ${Date.now()}`;
const allowedOrigin = `http://127.0.0.1:${PREVIEW_ORIGIN_PORTS.allowed}`;
const otherOrigin = `http://127.0.0.1:${PREVIEW_ORIGIN_PORTS.notAllowed}`;

let stack: SiteStack;
const previewServers: Array<{ stop(): Promise<void> }> = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const previewDist = rebuildRemoteWithChange('services', {
    file: 'src/pages/process/process.content.ts',
    from: LIVE_HEADING,
    to: PREVIEW_HEADING,
  });
  previewServers.push(await startRemoteServer('services', PREVIEW_ORIGIN_PORTS.allowed, previewDist));
  previewServers.push(await startRemoteServer('services', PREVIEW_ORIGIN_PORTS.notAllowed, previewDist));
  stack = await startSiteStack({ ...PREVIEW_PORTS, overrideAllowlist: `${allowedOrigin}/` });
});

test.afterAll(async () => {
  await stack?.stop();
  await Promise.all(previewServers.map((server) => server.stop()));
});

/** Origins the page fetched anything from, besides the site itself. */
function trackForeignOrigins(page: Page, siteUrl: string): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (origin !== new URL(siteUrl).origin) origins.add(origin);
  });
  return origins;
}

function collectCspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('an allow-listed override shows the preview build, hydrated, and a cookie keeps it for the visit', async ({ page }) => {
  const foreign = trackForeignOrigins(page, stack.url);
  const cspErrors = collectCspErrors(page);
  const override = `services:${allowedOrigin}/mf-manifest.json`;

  // The prerendered HTML already carries the preview build's page.
  const html = await (await page.request.get(`${stack.url}/services/process?remote-override=${encodeURIComponent(override)}`)).text();
  expect(html).toContain(PREVIEW_HEADING);

  await page.goto(`${stack.url}/services/process?remote-override=${encodeURIComponent(override)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_HEADING);
  await waitForAppStarted(page);
  expect([...foreign]).toEqual([allowedOrigin]);

  // Client-side navigation inside the area still runs the preview code (hydrated, not just the HTML).
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_HEADING);

  // Without the query parameter the cookie keeps the override for the rest of the visit.
  await page.goto(`${stack.url}/services/process`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_HEADING);
  expect((await (await page.request.get(`${stack.url}/remotes.json`)).json()).services).toBe(`${allowedOrigin}/mf-manifest.json`);

  // ?remote-override=off ends it.
  await page.goto(`${stack.url}/services/process?remote-override=off`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIVE_HEADING);
  expect(cspErrors).toEqual([]);
});

test('an override whose manifest is not allow-listed is ignored: the live build, nothing fetched from there', async ({ page }) => {
  const foreign = trackForeignOrigins(page, stack.url);
  const override = `services:${otherOrigin}/mf-manifest.json`;
  await page.goto(`${stack.url}/services/process?remote-override=${encodeURIComponent(override)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIVE_HEADING);
  await waitForAppStarted(page);
  expect([...foreign]).toEqual([]);
  expect((await (await page.request.get(`${stack.url}/remotes.json`)).json()).services).toBe('/_remotes/services/mf-manifest.json');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('remote-override');
});
