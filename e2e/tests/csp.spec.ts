import { expect, test, type Page } from '@playwright/test';
import { PAGE_START_SCRIPT_SOURCE } from '@site/http-policy';
import { NOT_FOUND_PATH, publishedRoutes } from '../support/routes';
import { waitForAppStarted } from '../support/app-started';

/**
 * Content-Security-Policy (issue: "An e2e test loads every route with the CSP enforced and sees no CSP violation
 * in the console"). The gateway sends the policy (@site/http-policy's site pages policy) as an enforced header,
 * not Report-Only. Every route the remotes publish (mf-*\/dist/pages/_routes.json) plus the 404 page is loaded,
 * hydrated (a header dropdown opens, which also injects the scroll lock's <style>), and neither the console nor
 * a `securitypolicyviolation` event may report a violation. Module Federation loads the remotes under it, so the
 * runtime does not need 'unsafe-eval' or inline scripts; the page's one inline script (the start script, which
 * starts the app after the first paint) is allowed by its hash, so hydration on every route proves the hash right.
 */

const ROUTES = [...publishedRoutes(), NOT_FOUND_PATH];

/** What Chromium logs for a blocked script, style, eval, connection, frame … */
const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame|create|run)|unsafe-eval|unsafe-inline/i;

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records `securitypolicyviolation` events from the first script on (init scripts are not subject to the CSP). */
async function watchCsp(page: Page): Promise<{ messages: string[] }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (CSP_MESSAGE.test(error.message)) messages.push(`pageerror: ${error.message}`);
  });
  return { messages };
}

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

test.describe('Content-Security-Policy', () => {
  test('is enforced: injected inline, data: and attribute scripts are refused', async ({ page }) => {
    const { messages } = await watchCsp(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy-report-only']).toBeUndefined();
    const csp = directives(response?.headers()['content-security-policy'] ?? '');
    // The site's origin and the hash of the page's one inline script (the start script), nothing else.
    expect(csp.get('script-src')).toEqual(["'self'", PAGE_START_SCRIPT_SOURCE]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    await waitForAppStarted(page);

    // (Playwright's own evaluate is exempt from the page's CSP; the elements it adds are not.)
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.body.append(inline);
      const data = document.createElement('script');
      data.src = 'data:text/javascript,window.__dataRan=true';
      document.body.append(data);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__attributeRan = true');
      img.src = '/missing-image.png';
      document.body.append(img);
    });
    await expect
      .poll(() => page.evaluate(() => (window.__cspViolations ?? []).map((v) => v.directive).sort()))
      .toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
    const ran = await page.evaluate(() => {
      const w = window as { __inlineRan?: boolean; __dataRan?: boolean; __attributeRan?: boolean };
      return [w.__inlineRan, w.__dataRan, w.__attributeRan];
    });
    expect(ran).toEqual([undefined, undefined, undefined]);
    expect(messages.length).toBeGreaterThan(0);
  });

  for (const route of ROUTES) {
    test(`${route} loads and hydrates without a CSP violation`, async ({ page }) => {
      const { messages } = await watchCsp(page);
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy'], 'the page is served with an enforced CSP').toContain("script-src 'self'");
      await waitForAppStarted(page);
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

      // Hydrated: a header dropdown opens (React handles the click), and its scroll lock injects a <style>. The app
      // starts after the first paint is reported, which on a loaded machine can come after the network went idle:
      // a click before that does nothing, so click until the menu opens.
      const product = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product', exact: true });
      await expect(async () => {
        await product.click();
        await expect(product).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
      }).toPass();
      await page.keyboard.press('Escape');
      await expect(product).toHaveAttribute('aria-expanded', 'false');
      await waitForAppStarted(page);

      const violations = await page.evaluate(() => window.__cspViolations ?? []);
      expect({ route, violations, messages }).toEqual({ route, violations: [], messages: [] });
    });
  }

  test.describe('mobile drawer', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    // Its scroll lock (react-remove-scroll) injects a <style> element: the reason style-src allows inline styles.
    test('opens without a CSP violation', async ({ page }) => {
      const { messages } = await watchCsp(page);
      await page.goto('/company/about');
      await waitForAppStarted(page);
      await page.getByRole('banner').getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeHidden();
      const violations = await page.evaluate(() => window.__cspViolations ?? []);
      expect({ violations, messages }).toEqual({ violations: [], messages: [] });
    });
  });
});
