import { expect, test, type Locator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { trackConsole } from '../support/page-console';
import { waitForAppStarted } from '../support/app-started';

/** The site header, footer and 404 page: any path that is not a page answers 404 and shows "Page Not Found". */

/** A page that exists and whose remote is small; the layout tests start from it. */
const START_PAGE = '/legal/privacy-policy';

const FOOTER_TAGLINE = 'Governed external exposure monitoring. Built for the enterprise.';

// Required, not imported: the shell's package is CommonJS to Node (no "type": "module"), so its TypeScript loads as a
// CommonJS module, whose named exports an ES import cannot see.
const { NAV_MENUS } = createRequire(import.meta.url)('../../shell/src/layout/navigation.ts') as typeof import('../../shell/src/layout/navigation');

/**
 * The dropdowns with their links in menu order, from the site's navigation data (the one list the header, the
 * drawer and the footer are built from): the Product menu's featured entry comes first.
 */
const MENUS: ReadonlyArray<{ name: string; links: ReadonlyArray<{ label: string; href: string }> }> = NAV_MENUS.map((menu) => ({
  name: menu.label,
  links: [...(menu.featured ? [menu.featured] : []), ...menu.items].map((item) => ({ label: item.label, href: item.to })),
}));

function mainNav(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

function menuButton(page: Page, name: string): Locator {
  return mainNav(page).getByRole('button', { name, exact: true });
}

/** The panel a dropdown button controls (found through its aria-controls, as assistive technology does). */
async function menuPanel(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the dropdown button names the panel it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Loads a page and waits until the app has hydrated and the area's remote has loaded. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForAppStarted(page);
}

test.describe('theme', () => {
  test('<html> carries the dark class after load', async ({ page }) => {
    await open(page, START_PAGE);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('desktop header', () => {
  test('is sticky and stays at the top of the viewport while scrolling', async ({ page }) => {
    await open(page, START_PAGE);
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(header).toBeInViewport();
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
  });

  test('top-level links: Home, Pricing, About and Contact', async ({ page }) => {
    await open(page, START_PAGE);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/company/about');
    for (const name of ['Home', 'Pricing', 'About']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', '/contact');
  });

  for (const menu of MENUS) {
    test(`${menu.name} dropdown opens on click and lists the menu's links`, async ({ page }) => {
      await open(page, START_PAGE);
      const button = menuButton(page, menu.name);
      const panel = await menuPanel(page, button);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();

      const links = panel.getByRole('link');
      await expect(links).toHaveCount(menu.links.length);
      for (const [index, link] of menu.links.entries()) {
        const item = links.nth(index);
        await expect(item).toBeVisible();
        await expect(item).toHaveAttribute('href', link.href);
        await expect(item).toContainText(link.label);
      }

      // Clicking the button again closes it.
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });
  }

  test('dropdowns open with Enter; Escape closes and returns focus to the button', async ({ page }) => {
    await open(page, START_PAGE);
    for (const menu of MENUS) {
      const button = menuButton(page, menu.name);
      const panel = await menuPanel(page, button);
      await button.focus();
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: menu.links[0]!.label })).toBeVisible();

      // Move into the menu, then Escape from inside it.
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    }
  });

  test('opening one dropdown closes the other', async ({ page }) => {
    await open(page, START_PAGE);
    const product = menuButton(page, 'Product');
    const services = menuButton(page, 'Services');
    const productPanel = await menuPanel(page, product);
    const servicesPanel = await menuPanel(page, services);
    await product.focus();
    await page.keyboard.press('Enter');
    await expect(productPanel).toBeVisible();
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(servicesPanel).toBeVisible();
    await expect(productPanel).toBeHidden();
  });

  test('clicking Pricing navigates client-side (no full reload) and shows the pricing page', async ({ page }) => {
    const messages = trackConsole(page);
    await open(page, START_PAGE);
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });

    await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click();

    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing that starts with proof' })).toBeVisible();
    await expect(page).toHaveTitle('Pricing | Surface Harvester');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(messages.unexpected()).toEqual([]);
  });

  test('a dropdown link navigates client-side and closes the dropdown', async ({ page }) => {
    await open(page, '/pricing');
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });
    const button = menuButton(page, 'Services');
    const panel = await menuPanel(page, button);
    await button.click();
    await panel.getByRole('link', { name: 'Services Pricing' }).click();
    await expect(page).toHaveURL(/\/services\/pricing$/);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  function menuTrigger(page: Page): Locator {
    return page.getByRole('banner').getByRole('button', { name: 'Open navigation menu' });
  }

  test('the desktop dropdowns are hidden and the menu button is shown', async ({ page }) => {
    await open(page, START_PAGE);
    await expect(menuTrigger(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Product', exact: true })).toBeHidden();
  });

  test('opens from the menu button with grouped links, without Compiler Backend', async ({ page }) => {
    await open(page, START_PAGE);
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(drawer).toBeHidden();

    await menuTrigger(page).click();
    await expect(drawer).toBeVisible();

    for (const menu of MENUS) {
      const group = drawer.getByRole('region', { name: menu.name, exact: true });
      await expect(group.getByRole('heading', { name: menu.name, exact: true })).toBeVisible();
      const expected = menu.links.filter((link) => link.href !== '/services/compiler-backend');
      const links = group.getByRole('link');
      await expect(links).toHaveCount(expected.length);
      for (const [index, link] of expected.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', link.href);
        await expect(links.nth(index)).toHaveText(link.label);
      }
    }
    await expect(drawer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(drawer.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
    await expect(drawer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/company/about');
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    // Compiler Backend is in the desktop Services menu only, never in the drawer.
    await expect(drawer.getByRole('link', { name: /Compiler Backend/i })).toHaveCount(0);
    await expect(drawer.locator('a[href="/services/compiler-backend"]')).toHaveCount(0);
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    await open(page, START_PAGE);
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await menuTrigger(page).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuTrigger(page)).toBeFocused();
  });

  test('closes when a link is followed, and the URL changes client-side', async ({ page }) => {
    await open(page, START_PAGE);
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await menuTrigger(page).click();
    await expect(drawer).toBeVisible();

    await drawer.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing that starts with proof' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    // And again from a grouped link, to a page of another area.
    await menuTrigger(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('region', { name: 'Services', exact: true }).getByRole('link', { name: 'Services Pricing' }).click();
    await expect(page).toHaveURL(/\/services\/pricing$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('footer', () => {
  test('shows the tagline, the legal links and the 2024 copyright', async ({ page }) => {
    await open(page, '/pricing');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(FOOTER_TAGLINE, { exact: true })).toBeVisible();

    const privacy = footer.getByRole('link', { name: 'Privacy Policy', exact: true });
    const terms = footer.getByRole('link', { name: 'Terms of Service', exact: true });
    await expect(privacy).toBeVisible();
    await expect(privacy).toHaveAttribute('href', '/legal/privacy-policy');
    await expect(terms).toBeVisible();
    await expect(terms).toHaveAttribute('href', '/legal/terms-of-service');

    await expect(footer.getByText(/©\s*2024\b/)).toBeVisible();
  });

  test('the Privacy Policy link opens the policy', async ({ page }) => {
    await open(page, '/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('404 page', () => {
  const UNKNOWN_PATHS = [
    '/does-not-exist', // outside every area
    '/services/does-not-exist', // inside the services area
    '/legal/nope', // inside the company area
    '/product/nope', // inside the platform area
    '/pricing/extra', // below a real page
  ];

  for (const path of UNKNOWN_PATHS) {
    test(`${path} answers 404 and shows Page Not Found inside the layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response, 'the document response').not.toBeNull();
      expect(response!.status()).toBe(404);
      await waitForAppStarted(page);

      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(/forget to add the page to the router/i)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(mainNav(page)).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(FOOTER_TAGLINE, { exact: true })).toBeVisible();
    });

    test(`${path} loads without errors (beyond the 404 status itself)`, async ({ page }) => {
      const messages = trackConsole(page);
      await page.goto(path);
      await waitForAppStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      // Only Chromium's "Failed to load resource ... 404" line for the document itself may appear; a hydration
      // mismatch (React error #418) or any other error fails the test.
      expect(messages.hydrationProblems()).toEqual([]);
      expect(messages.unexpected()).toEqual([]);
    });
  }

  test('going back client-side to an unknown path shows the 404 again', async ({ page }) => {
    await open(page, '/legal/nope');
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });
    await page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing that starts with proof' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/legal\/nope$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});

test.describe('console', () => {
  const NORMAL_PAGES = ['/pricing', '/services/process', '/legal/privacy-policy', '/contact', '/contact?type=quote'];

  for (const path of NORMAL_PAGES) {
    test(`${path} logs no errors and throws nothing`, async ({ page }) => {
      const messages = trackConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForAppStarted(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(messages.all()).toEqual([]);
    });
  }

  test('navigating through the header across areas logs no errors', async ({ page }) => {
    const messages = trackConsole(page);
    await open(page, '/contact');
    await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing that starts with proof' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
    await waitForAppStarted(page);
    expect(messages.all()).toEqual([]);
  });
});
