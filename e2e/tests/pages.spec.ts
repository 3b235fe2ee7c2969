import { expect, test, type Page } from '@playwright/test';
import { firstH1Text, titleText, trackConsole, visibleHtmlText } from '../support/page-console';
import { waitForAppStarted } from '../support/app-started';

/** The four real pages render their texts, are prerendered and hydrate cleanly. */

/** The title the gateway uses when a page sets none; a real page must replace it. */
const DEFAULT_TITLE = 'Surface Harvester | Governed external exposure monitoring';

interface RealPage {
  path: string;
  h1: string;
  title: string;
  /** Further texts the prerendered HTML must already contain. */
  prerendered: readonly string[];
}

const PLAN_NAMES = ['90-Day PoC', 'SaaS Subscription', 'On-Prem Knowledge Transfer'] as const;

const REAL_PAGES: readonly RealPage[] = [
  { path: '/pricing', h1: 'Pricing that starts with proof', title: 'Pricing | Surface Harvester', prerendered: PLAN_NAMES },
  {
    path: '/services/process',
    h1: 'A delivery process built for production systems',
    title: 'Engineering Process | Surface Harvester',
    prerendered: [],
  },
  {
    path: '/legal/privacy-policy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | Surface Harvester',
    prerendered: [],
  },
  {
    path: '/contact',
    h1: 'Ready to improve your security posture?',
    title: 'Contact | Surface Harvester',
    prerendered: [],
  },
];

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForAppStarted(page);
}

test.describe('/pricing', () => {
  test('shows the three plans, each with a button to /contact', async ({ page }) => {
    await open(page, '/pricing');
    const plans = page.locator('#plans');
    for (const name of PLAN_NAMES) {
      await expect(plans.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(plans.getByRole('heading', { level: 3 })).toHaveCount(3);

    const buttons = plans.getByRole('link');
    await expect(buttons).toHaveCount(3);
    for (const name of PLAN_NAMES) {
      // Each button names its plan (e.g. "Start the 90-Day PoC (90-Day PoC)").
      const button = plans.getByRole('link', { name: new RegExp(`\\(${name.replace(/[-]/g, '\\-')}\\)$`) });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', '/contact');
    }
    await expect(page.getByText('Paid in three milestones: 40% / 40% / 20%')).toBeVisible();
  });

  test("a plan's button opens the contact page", async ({ page }) => {
    await open(page, '/pricing');
    await page
      .locator('#plans')
      .getByRole('link', { name: /\(SaaS Subscription\)$/ })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
  });
});

test.describe('/services/process', () => {
  const PHASES = [
    { title: 'Discovery & SOW', duration: '1-2 weeks' },
    { title: 'Architecture & Plan', duration: '1-3 weeks' },
    { title: 'Implementation', duration: '4-16 weeks' },
    { title: 'Validation', duration: '1-2 weeks' },
    { title: 'Deploy', duration: '1-2 weeks' },
    { title: 'Operate', duration: 'Ongoing' },
  ];

  test('shows the six phases with their durations, in order', async ({ page }) => {
    await open(page, '/services/process');
    const strip = page.getByRole('list', { name: 'Process phases and durations' });
    await expect(strip).toBeVisible();
    const phases = strip.getByRole('listitem');
    await expect(phases).toHaveCount(PHASES.length);
    for (const [index, phase] of PHASES.entries()) {
      const item = phases.nth(index);
      await expect(item.getByText(phase.title, { exact: true })).toBeVisible();
      await expect(item.getByText(phase.duration, { exact: true })).toBeVisible();
    }
  });

  test('the call to action leads to /contact?type=process-discussion', async ({ page }) => {
    await open(page, '/services/process');
    const cta = page.getByRole('link', { name: 'Discuss Your Project' }).first();
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/contact?type=process-discussion');
    for (const link of await page.getByRole('link', { name: /Discuss Your Project|Book a Discovery Call/ }).all()) {
      await expect(link).toHaveAttribute('href', '/contact?type=process-discussion');
    }

    await cta.click();
    await expect(page).toHaveURL(/\/contact\?type=process-discussion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
    await expect(page.getByText('Inquiry: Engineering process discussion')).toBeVisible();
  });
});

test.describe('/legal/privacy-policy', () => {
  test('shows the dates, retention terms, minimum age, notice period and jurisdictions', async ({ page }) => {
    await open(page, '/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    const dates = page.locator('article header');
    await expect(dates).toContainText(/Effective:\s*1 January 2025/);
    await expect(dates).toContainText(/Last updated:\s*1 January 2025/);
    await expect(dates.getByText('1 January 2025', { exact: true })).toHaveCount(2);

    const retention = page.getByRole('table', { name: 'Retention periods' });
    await retention.scrollIntoViewIfNeeded();
    await expect(retention).toBeVisible();
    const RETENTION: ReadonlyArray<[string, string]> = [
      ['Account data', 'Until the account is deleted, plus 90 days'],
      ['Security logs', '7 years'],
      ['Support records', '3 years after the ticket or case is closed'],
      ['Marketing data', 'Until you withdraw consent, or after 2 years of inactivity'],
    ];
    for (const [category, period] of RETENTION) {
      // The category is the row's header cell (th scope="row").
      const row = retention.getByRole('row').filter({ has: page.getByRole('rowheader', { name: category, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: period, exact: true })).toBeVisible();
    }

    await expect(page.getByText(/not directed at anyone under 16\b/)).toBeVisible();
    await expect(page.getByText(/at least 30 days[’']\s*notice of material changes/)).toBeVisible();
    await expect(page.getByText(/We operate in Brazil, the United States and the United Kingdom\./)).toBeVisible();
  });
});

test.describe('/contact', () => {
  test('shows the Quick Contact headline and the 24-hour promise', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByText('Quick Contact', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
    await expect(page.getByText(/^We[’']ll get back to you within 24 hours\.$/)).toBeVisible();
    // No inquiry type without ?type=.
    await expect(page.getByText(/^Inquiry:/)).toHaveCount(0);
  });

  test('with ?type=quote shows the inquiry line', async ({ page }) => {
    await open(page, '/contact?type=quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
    const inquiry = page.getByRole('status').filter({ hasText: 'Inquiry:' });
    await expect(inquiry).toBeVisible();
    await expect(inquiry).toHaveText('Inquiry: Engagement quote');
  });

  test('an unknown ?type= shows no inquiry line', async ({ page }) => {
    await open(page, '/contact?type=no-such-type');
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
    await expect(page.getByText(/^Inquiry:/)).toHaveCount(0);
  });
});

test.describe('prerendering, titles and hydration', () => {
  for (const real of REAL_PAGES) {
    test(`${real.path}: the raw HTML already holds the h1${real.prerendered.length ? ' and the plan names' : ''}`, async ({ request }) => {
      const response = await request.get(real.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(firstH1Text(html)).toBe(real.h1);
      const text = visibleHtmlText(html);
      for (const expected of real.prerendered) {
        expect(text, `prerendered HTML of ${real.path} contains "${expected}"`).toContain(expected);
      }
      expect(titleText(html)).toBe(real.title);
    });

    test(`${real.path}: sets its own <title>`, async ({ page }) => {
      await open(page, real.path);
      await expect(page).toHaveTitle(real.title);
      expect(await page.title()).not.toBe(DEFAULT_TITLE);
    });

    test(`${real.path}: hydrates without a hydration error`, async ({ page }) => {
      const messages = trackConsole(page);
      await open(page, real.path);
      await expect(page.getByRole('heading', { level: 1, name: real.h1 })).toBeVisible();
      // The page is live: the header's dropdowns respond (only after hydration).
      const product = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product', exact: true });
      await product.focus();
      await page.keyboard.press('Enter');
      await expect(product).toHaveAttribute('aria-expanded', 'true');
      expect(messages.hydrationProblems()).toEqual([]);
      expect(messages.all()).toEqual([]);
    });
  }

  test('/contact?type=quote hydrates without a hydration error', async ({ page }) => {
    const messages = trackConsole(page);
    await open(page, '/contact?type=quote');
    await expect(page.getByText('Inquiry: Engagement quote')).toBeVisible();
    expect(messages.hydrationProblems()).toEqual([]);
    expect(messages.all()).toEqual([]);
  });
});
