import { expect, test, type Page } from '@playwright/test';
import { contactForm } from '../support/contact-form';
import { waitForMail } from '../support/mail';
import { publishedRoutes } from '../support/routes';

/**
 * Every page is whole before any JavaScript runs: a visitor whose scripts are blocked (a script blocker, a proxy
 * that strips them, a remote that failed to load) sees every section at its final state, and crawlers and link
 * previews read the real figures. Chromium with JavaScript off, every published route.
 */
test.use({ javaScriptEnabled: false });

/** The figures of the pages with counters, in page order, as the HTML must show them. */
const COUNTERS: Record<string, readonly string[]> = {
  '/': [
    // The hero's terminal: provider credits, then the check stage's figures.
    '11,420',
    '5,900',
    '9,200/s',
    '12 ms',
    '0.3%',
    // The hero's outcome figures.
    '3,847',
    '47',
    '12',
    '94%',
    // The PoC dashboard (weeks 3-8 selected first).
    '1,247',
    '23',
    '2',
    '91%',
  ],
  '/product/hardware-recommendations': ['≥120k', '≥99.9%', '<8 min', '<60 min'],
  '/services/custom-development': ['15k', '28%', '99%'],
};

interface HiddenElement {
  what: string;
  why: string;
}

/**
 * Elements of the page's main content (outside decorative `aria-hidden` parts and `display: none`) that a visitor
 * cannot see: computed opacity 0, or moved off the page by a transform.
 */
async function hiddenMainContent(page: Page): Promise<HiddenElement[]> {
  return page.evaluate(() => {
    const found: { what: string; why: string }[] = [];
    const width = document.documentElement.scrollWidth;
    const height = document.documentElement.scrollHeight;
    const label = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').trim().slice(0, 60)}`;
    for (const element of document.querySelectorAll('main, main *')) {
      if (element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none') continue;
      if (Number(style.opacity) === 0) found.push({ what: label(element), why: 'opacity 0' });
      if (style.transform !== 'none') {
        const box = element.getBoundingClientRect();
        const left = box.left + window.scrollX;
        const top = box.top + window.scrollY;
        if (left + box.width <= 0 || top + box.height <= 0 || left >= width || top >= height) {
          found.push({ what: label(element), why: `off the page by transform ${style.transform}` });
        }
      }
    }
    return found;
  });
}

test.describe('every route without JavaScript', () => {
  for (const route of publishedRoutes()) {
    test(`${route}: all of its main content is visible, every counter at its target`, async ({ page }) => {
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), `status of ${route}`).toBe(200);
      await expect(page.locator('main h1')).toHaveCount(1);
      expect(await hiddenMainContent(page)).toEqual([]);
      const counters = await page.locator('main [data-count-up]').allTextContents();
      expect(counters).toEqual(COUNTERS[route] ?? []);
    });
  }

  test('the counters are named by their labels with their targets', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#home-hero-title').locator('xpath=ancestor::section[1]');
    await expect(hero.getByText('Assets discovered')).toBeVisible();
    await expect(hero.locator('dt', { hasText: 'Assets discovered' }).locator('xpath=following-sibling::dd[1]')).toHaveText('3,847');
    await expect(page.getByRole('figure', { name: /pipeline run/ })).toContainText('throughput 9,200/s');
  });
});

test.describe('the contact form without JavaScript', () => {
  test('/contact?type=… posts with its inquiry type and lands on the thank-you page (303)', async ({ page }) => {
    const company = `Scriptless Ltd ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/contact?type=proposal');
    const form = contactForm(page);
    await form.getByLabel('Work Email').fill('ciso@scriptless-bank.com');
    await form.getByLabel('Full Name').fill('Robin Vale');
    await form.getByLabel('Company').fill(company);
    await form.getByLabel('Role').selectOption('ciso');
    await form.getByLabel(/privacy policy/).check();
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/contact-submissions'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await posted;
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    const mail = await waitForMail((m) => m.subject.includes(company));
    expect(mail.text).toContain('Inquiry type: proposal');
  });
});
