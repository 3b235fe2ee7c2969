import type { Page } from '@playwright/test';

const QUIET_MS = 500;
const TIMEOUT_MS = 20_000;

/**
 * Waits until the page's app has started and the network has been quiet for half a second: what tests mean by
 * "loaded and hydrated". Playwright's `networkidle` does not say that here: the page requests no script while it
 * loads (its inline start script requests the app's scripts once the first contentful paint is reported), so where a
 * fresh browser context takes over half a second to paint, `networkidle` fires before the app has even been asked
 * for. This waits for every script the page names (<meta name="app-script">) to have arrived, then for the
 * page's resource list (remotes, manifests, chunks, stylesheets) to stop growing.
 */
export async function waitForAppStarted(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => {
      const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
      return [...document.querySelectorAll<HTMLMetaElement>('meta[name="app-script"]')]
        .map((meta) => new URL(meta.content, location.href).href)
        .every((script) => arrived.has(script));
    },
    undefined,
    { timeout: TIMEOUT_MS },
  );
  const deadline = Date.now() + TIMEOUT_MS;
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === seen) return;
    if (Date.now() > deadline) throw new Error(`the page kept requesting resources for ${TIMEOUT_MS} ms`);
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
}
