import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { firstH1Text, titleText, trackConsole, visibleHtmlText } from '../support/page-console';
import { waitForAppStarted } from '../support/app-started';

/**
 * The company remote: /company/about, /company/security, /legal/terms-of-service, /legal/privacy-policy, the
 * security guide PDF and /.well-known/security.txt.
 */

interface CompanyPage {
  path: string;
  h1: string;
  title: string;
  /** Texts the prerendered HTML must already contain. */
  prerendered: readonly string[];
}

const COMPANY_PAGES: readonly CompanyPage[] = [
  {
    path: '/company/about',
    h1: 'Built by engineers who defend real attack surfaces',
    title: 'About | Surface Harvester',
    prerendered: ['2022', 'Founded', '2023', 'First Enterprise Deployment', '2024', 'GPU Acceleration', 'Engineering Edge'],
  },
  {
    path: '/company/security',
    h1: 'Security you can verify',
    title: 'Security | Surface Harvester',
    prerendered: ['Data Protection', 'Access Controls', 'Monitoring and Logging', '90 days (configurable)', 'Expires: 2025-12-31'],
  },
  {
    path: '/legal/terms-of-service',
    h1: 'Terms of Service',
    title: 'Terms of Service | Surface Harvester',
    prerendered: ['1 January 2025', '99.9%', '24-48 hours'],
  },
  {
    path: '/legal/privacy-policy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | Surface Harvester',
    prerendered: ['1 January 2025', 'under 16'],
  },
];

/** Legal retention terms, as both legal pages state them in their "Retention periods" table. */
const LEGAL_RETENTION: ReadonlyArray<readonly [string, string]> = [
  ['Account data', 'Until the account is deleted, plus 90 days'],
  ['Security logs', '7 years'],
  ['Support records', '3 years after the ticket or case is closed'],
  ['Marketing data', 'Until you withdraw consent, or after 2 years of inactivity'],
];

const CONTROLS = ['Data Protection', 'Access Controls', 'Monitoring and Logging'] as const;

const FRAMEWORKS: ReadonlyArray<readonly [string, string]> = [
  ['SOC 2 Type II', 'In Progress'],
  ['ISO 27001', 'Planned'],
  ['GDPR', 'Compliant'],
  ['CCPA', 'Compliant'],
];

/** "Security page claims" as rows of the data handling table: data -> policy. */
const DATA_HANDLING: ReadonlyArray<readonly [string, string]> = [
  ['Security and application logs', '90 days (configurable)'],
  ['Audit records', '7 years'],
  ['Data at rest', 'AES-256'],
  ['Data in transit', 'TLS 1.3'],
];

const GUIDE_PATH = '/company/security-guide.pdf';

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `status of ${url}`).toBe(200);
  await waitForAppStarted(page);
}

async function expectRetentionTable(page: Page): Promise<void> {
  const retention = page.getByRole('table', { name: 'Retention periods' });
  await retention.scrollIntoViewIfNeeded();
  await expect(retention).toBeVisible();
  for (const [category, period] of LEGAL_RETENTION) {
    const row = retention.getByRole('row').filter({ has: page.getByRole('rowheader', { name: category, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: period, exact: true })).toBeVisible();
  }
}

test.describe('/company/about', () => {
  test('shows the story, the 2022-2024 timeline, values, teams, principles and the Engineering Edge block', async ({ page }) => {
    await open(page, '/company/about');
    await expect(page.getByRole('heading', { level: 2, name: /^From late-night incident reviews/ })).toBeVisible();

    const timeline = page.getByRole('list', { name: 'Milestones' });
    const milestones = timeline.getByRole('listitem');
    await expect(milestones).toHaveCount(3);
    const expected = [
      ['2022', 'Founded'],
      ['2023', 'First Enterprise Deployment'],
      ['2024', 'GPU Acceleration'],
    ] as const;
    for (const [index, [year, label]] of expected.entries()) {
      await expect(milestones.nth(index).getByText(year, { exact: true })).toBeVisible();
      await expect(milestones.nth(index).getByText(label, { exact: true })).toBeVisible();
    }

    const values = page.getByRole('list', { name: 'Core values' });
    await values.scrollIntoViewIfNeeded();
    await expect(values.getByRole('heading', { level: 3 })).toHaveCount(4);

    const teams = page.getByRole('list', { name: 'Teams' });
    await teams.scrollIntoViewIfNeeded();
    await expect(teams.getByRole('heading', { level: 3 })).toHaveText(['Engineering', 'Security', 'Product']);

    const principles = page.getByRole('list', { name: 'Operating principles' });
    await principles.scrollIntoViewIfNeeded();
    await expect(principles.getByRole('listitem')).toHaveCount(5);
    await expect(principles.getByRole('heading', { level: 3 })).toHaveCount(5);

    const edge = page.locator('#engineering-edge');
    await edge.scrollIntoViewIfNeeded();
    await expect(edge.getByText('Engineering Edge', { exact: true })).toBeVisible();
    await expect(edge.getByText('checks/min per T4-class GPU')).toBeVisible();
  });

  test('Contact Us opens /contact', async ({ page }) => {
    await open(page, '/company/about');
    const contact = page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true });
    await expect(contact).toHaveCount(1);
    await expect(contact).toHaveAttribute('href', '/contact');
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
  });
});

test.describe('/company/security', () => {
  test('shows each security control as implemented and the compliance statuses', async ({ page }) => {
    await open(page, '/company/security');
    const controls = page.getByRole('list', { name: 'Security controls' });
    for (const control of CONTROLS) {
      const card = controls.getByRole('listitem').filter({ has: page.getByRole('heading', { name: control, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Status: implemented', { exact: true })).toBeVisible();
    }
    await expect(controls.getByText('Status: implemented', { exact: true })).toHaveCount(CONTROLS.length);

    const frameworks = page.getByRole('list', { name: 'Compliance frameworks' });
    await frameworks.scrollIntoViewIfNeeded();
    for (const [name, status] of FRAMEWORKS) {
      const card = frameworks.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(status, { exact: true })).toBeVisible();
    }
  });

  test('shows the data handling and retention table', async ({ page }) => {
    await open(page, '/company/security');
    const table = page.getByRole('table', { name: 'Data handling and retention' });
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeVisible();
    for (const [data, policy] of DATA_HANDLING) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${data}`) }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: policy, exact: true })).toBeVisible();
    }
  });

  test('shows the disclosure policy, the illustrative security.txt block (expires 2025-12-31) and the on-premises block', async ({ page }) => {
    await open(page, '/company/security#disclosure');
    const disclosure = page.locator('section#disclosure');
    await expect(disclosure.getByRole('heading', { level: 2, name: 'Report a vulnerability' })).toBeVisible();
    await expect(disclosure.getByRole('list', { name: 'In scope' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(disclosure.getByRole('list', { name: 'Out of scope' }).getByRole('listitem')).not.toHaveCount(0);
    const process = disclosure.getByRole('list', { name: 'Disclosure process' }).getByRole('listitem');
    await expect(process).toHaveCount(5);
    await expect(process.first()).toContainText('Report');

    const block = page.getByRole('figure', { name: 'security.txt' });
    await block.scrollIntoViewIfNeeded();
    await expect(block).toBeVisible();
    await expect(block).toContainText('Contact: mailto:security@surface-harvester.test');
    await expect(block).toContainText('Expires: 2025-12-31');
    await expect(block).toContainText('Policy: https://surface-harvester.test/company/security#disclosure');

    const onPremises = page.getByRole('list', { name: 'On-premises capabilities' });
    await onPremises.scrollIntoViewIfNeeded();
    await expect(onPremises.getByRole('heading', { level: 3 })).toHaveText(['Zero Egress', 'Air-Gap Ready', 'Source Available']);
  });

  test('"Download Security Guide" downloads the PDF', async ({ page }) => {
    await open(page, '/company/security');
    const links = page.getByRole('link', { name: 'Download Security Guide' });
    await expect(links).not.toHaveCount(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', GUIDE_PATH);
      await expect(link).toHaveAttribute('download', '');
    }
    const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
    expect(download.suggestedFilename()).toBe('security-guide.pdf');
    expect(new URL(download.url()).pathname).toBe(GUIDE_PATH);
  });

  test('"Contact Security Team" opens /contact?type=security', async ({ page }) => {
    await open(page, '/company/security');
    const links = page.getByRole('link', { name: 'Contact Security Team' });
    await expect(links).not.toHaveCount(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', '/contact?type=security');
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/contact\?type=security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
    await expect(page.getByText('Inquiry: Security inquiry')).toBeVisible();
  });
});

test.describe('legal pages', () => {
  test('/legal/terms-of-service states the dates, age, billing, notice, uptime, liability, deployment and jurisdictions', async ({ page }) => {
    await open(page, '/legal/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const dates = page.locator('article header');
    await expect(dates).toContainText(/Effective:\s*1 January 2025/);
    await expect(dates).toContainText(/Last updated:\s*1 January 2025/);

    await expect(page.getByText(/You must be at least 18 years old/)).toBeVisible();
    await expect(page.getByText('Subscriptions are billed monthly or annually in advance, as chosen in your order form.')).toBeVisible();
    await expect(page.getByText(/^Fees are non-refundable/)).toBeVisible();
    await expect(page.getByText(/Cancellation takes effect at the end of the current billing period/)).toBeVisible();
    await expect(page.getByText(/at least 30 days[’']\s*notice of any price change/)).toBeVisible();
    await expect(page.getByText(/at least 30 days[’']\s*notice of material changes/)).toBeVisible();
    await expect(page.getByText(/target availability of 99\.9% per calendar month/)).toBeVisible();
    await expect(page.getByText(/capped at the fees paid by you to us in the 12 months before/)).toBeVisible();
    await expect(page.getByText(/We deploy a SaaS tenant within 24-48 hours/)).toBeVisible();

    const law = page.locator('section#governing-law');
    for (const place of ['Brazil', 'United States', 'United Kingdom and the rest of the world']) {
      await expect(law.getByText(place, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/We operate in Brazil, the United States and the United Kingdom\./)).toBeVisible();

    await expectRetentionTable(page);
  });

  test('/legal/terms-of-service links to the privacy policy, which states its own terms', async ({ page }) => {
    await open(page, '/legal/terms-of-service');
    await page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('article header')).toContainText(/Effective:\s*1 January 2025/);
    await expect(page.getByText(/not directed at anyone under 16\b/)).toBeVisible();
    await expect(page.getByText(/at least 30 days[’']\s*notice of material changes/)).toBeVisible();
    await expectRetentionTable(page);
  });
});

test.describe('security guide PDF', () => {
  test('is served as application/pdf and holds the security facts', async ({ request }) => {
    const response = await request.get(GUIDE_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const bytes = new Uint8Array(await response.body());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
    const pdf = await getDocument({ data: bytes, standardFontDataUrl: fontsDir, verbosity: 0 }).promise;
    expect(pdf.numPages).toBeGreaterThan(0);
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Security Guide',
      'AES-256',
      'TLS 1.3',
      '90 days (configurable)',
      '7 years',
      'SOC 2 Type II',
      'In Progress',
      'ISO 27001',
      'Planned',
      ...CONTROLS,
      'Zero Egress',
      'Responsible disclosure',
    ]) {
      expect(text, `PDF text contains "${expected}"`).toContain(expected);
    }
    await pdf.destroy();
  });
});

test.describe('/.well-known/security.txt', () => {
  /** Fields RFC 9116 defines (section 2.5) plus CSAF's registered extension. */
  const KNOWN_FIELDS = new Set([
    'acknowledgments',
    'canonical',
    'contact',
    'encryption',
    'expires',
    'hiring',
    'policy',
    'preferred-languages',
    'csaf',
  ]);
  const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

  function isUri(value: string, schemes: readonly string[]): boolean {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }

  test('is served as text/plain and passes an RFC 9116 field check', async ({ request }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
    const text = await response.text();

    const fields: { name: string; value: string }[] = [];
    for (const [index, line] of text.split(/\r?\n/).entries()) {
      if (line === '' || line.startsWith('#')) continue;
      const match = /^([A-Za-z0-9-]+): (\S.*)$/.exec(line);
      expect(match, `line ${index + 1} is "Field: value" or a comment: ${JSON.stringify(line)}`).not.toBeNull();
      const name = match![1]!.toLowerCase();
      expect(KNOWN_FIELDS.has(name), `line ${index + 1}: known field "${match![1]}"`).toBe(true);
      fields.push({ name, value: match![2]!.trim() });
    }
    const values = (name: string) => fields.filter((field) => field.name === name).map((field) => field.value);

    const contacts = values('contact');
    expect(contacts.length, 'at least one Contact').toBeGreaterThan(0);
    for (const contact of contacts) expect(isUri(contact, ['mailto:', 'https:', 'tel:']), `Contact URI ${contact}`).toBe(true);

    const expires = values('expires');
    expect(expires, 'Expires exactly once').toHaveLength(1);
    const [expiry = ''] = expires;
    expect(expiry, 'Expires is ISO 8601 with a time zone').toMatch(ISO_8601);
    const expiresAt = Date.parse(expiry);
    expect(expiresAt, 'Expires is in the future').toBeGreaterThan(Date.now());
    expect(expiresAt, 'Expires is at most about a year ahead').toBeLessThanOrEqual(Date.now() + 366 * 24 * 60 * 60 * 1000);

    expect(values('preferred-languages').length, 'Preferred-Languages at most once').toBeLessThanOrEqual(1);

    const canonical = values('canonical');
    expect(canonical.length).toBeGreaterThan(0);
    for (const uri of canonical) {
      expect(isUri(uri, ['https:', 'http:']), `Canonical URI ${uri}`).toBe(true);
      expect(new URL(uri).pathname).toBe('/.well-known/security.txt');
    }
    const policy = values('policy');
    expect(policy.length).toBeGreaterThan(0);
    for (const uri of policy) {
      expect(isUri(uri, ['https:', 'http:']), `Policy URI ${uri}`).toBe(true);
      expect(new URL(uri).pathname + new URL(uri).hash).toBe('/company/security#disclosure');
    }
  });
});

test.describe('company pages: prerendering, titles and hydration', () => {
  for (const real of COMPANY_PAGES) {
    test(`${real.path}: the raw HTML holds the h1, the title and key texts`, async ({ request }) => {
      const response = await request.get(real.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(firstH1Text(html)).toBe(real.h1);
      expect(titleText(html)).toBe(real.title);
      expect(html.match(/<h1\b/gi), 'one h1').toHaveLength(1);
      const text = visibleHtmlText(html);
      for (const expected of real.prerendered) {
        expect(text, `prerendered HTML of ${real.path} contains "${expected}"`).toContain(expected);
      }
    });

    test(`${real.path}: hydrates without errors and sets its title`, async ({ page }) => {
      const messages = trackConsole(page);
      await open(page, real.path);
      await expect(page.getByRole('heading', { level: 1, name: real.h1 })).toBeVisible();
      await expect(page).toHaveTitle(real.title);
      expect(messages.hydrationProblems()).toEqual([]);
      expect(messages.all()).toEqual([]);
    });
  }

  test('no page of the company remote scrolls sideways at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const real of COMPANY_PAGES) {
      await open(page, real.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow of ${real.path}`).toBeLessThanOrEqual(0);
    }
  });
});
