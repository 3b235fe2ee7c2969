import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ISOLATED_PORTS } from '../support/environment';
import { sharedPackage, trackRemoteRequests } from '../support/federation';
import { digestTree, rebuildRemoteWithChange } from '../support/redeploy';
import { ROOT, startSiteStack, type SiteStack } from '../support/stack';
import { waitForAppStarted } from '../support/app-started';

test.describe('composition', () => {
  test('visiting /pricing fetches only the platform remote', async ({ page }) => {
    const remotes = trackRemoteRequests(page);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForAppStarted(page);
    expect([...remotes]).toEqual(['platform']);
  });

  test('a remote is fetched only when one of its routes is visited', async ({ page }) => {
    const remotes = trackRemoteRequests(page);
    await page.goto('/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await waitForAppStarted(page);
    expect([...remotes]).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    // Wait for the policy itself: during the client-side navigation the previous page (the 404) stays on screen
    // until the company remote has loaded.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    expect([...remotes]).toEqual(['company']);
  });

  test('one React on the page, provided by the shell to every remote', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/services/process');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForAppStarted(page);

    for (const name of ['react', 'react-dom']) {
      const versions = await sharedPackage(page, name);
      expect(Object.keys(versions), `${name} versions loaded`).toHaveLength(1);
      expect(Object.values(versions)[0]?.from).toBe('shell');
    }
    // The remote carries its own React as a fallback; it must never be downloaded.
    const manifest = (await (await page.request.get('/_remotes/services/mf-manifest.json')).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const remoteReactFiles = manifest.shared
      .filter((s) => s.name === 'react' || s.name === 'react-dom')
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
      .map((file) => `/_remotes/services/${file}`);
    expect(remoteReactFiles.length).toBeGreaterThan(0);
    for (const file of remoteReactFiles) expect(requested).not.toContain(file);
  });
});

test.describe('remote isolation and independent deploys', () => {
  // These tests stop and replace remotes, so they run against their own copy of the site.
  let stack: SiteStack;

  test.beforeEach(async () => {
    stack = await startSiteStack(ISOLATED_PORTS);
  });
  test.afterEach(async ({ page }) => {
    // The page's open connections (keep-alive, a request still in flight) would hold the gateway's close: the
    // browser goes first.
    await page.close();
    await stack.stop();
  });

  test('a remote that is down shows a fallback inside the layout, other areas work, and "Try again" recovers', async ({ page }) => {
    await stack.stopRemote('services');
    await page.goto(`${stack.url}/services/process`);
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another area still works, by client-side navigation.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByText('SaaS Subscription').first()).toBeVisible();

    // Back to the broken area; bring the remote back; "Try again" recovers in place (no reload).
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await stack.startRemote('services');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('delivery process');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('a remote redeployed alone shows its change while the shell files stay byte-identical', async ({ page }) => {
    test.setTimeout(180_000);
    const shellDist = path.join(ROOT, 'shell', 'dist');
    const shellBefore = await digestTree(shellDist);
    const marker = `Redeployed process ${Date.now()}`;

    await page.goto(`${stack.url}/services/process`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A delivery process built for production systems');

    const newDist = rebuildRemoteWithChange('services', {
      file: 'src/pages/process/process.content.ts',
      from: 'A delivery process built for production systems',
      to: marker,
    });
    await stack.startRemote('services', newDist);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker);
    const html = await (await page.request.get(`${stack.url}/services/process`)).text();
    expect(html).toContain(marker);
    expect(await digestTree(shellDist)).toBe(shellBefore);
  });
});
