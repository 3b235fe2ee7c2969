import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { firstH1Text, titleText, trackConsole, visibleHtmlText } from '../support/page-console';
import { ROOT } from '../support/stack';
import { waitForAppStarted } from '../support/app-started';

/** The platform remote's home, /docs, /evidence-sample and the sample evidence pack PDF. */

const HOME_H1 = 'See every exposed asset. Prove every fix.';

/** The sample artifact as the platform publishes it (one source for the page and the PDF). */
interface Artifact {
  asset_id: string;
  owner: string;
  finding: { type: string; severity: string; policy: string };
  evidence: { artifact_sha256: string; redacted_ref: string };
  workflow: { ticket_id: string; status: string; sla_due: string };
  attestation: { signature: string; signer: string };
}
const ARTIFACT = JSON.parse(readFileSync(path.join(ROOT, 'mf-platform/src/content/sample-evidence-artifact.json'), 'utf8')) as Artifact;

async function open(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status(), `status of ${route}`).toBe(200);
  await waitForAppStarted(page);
}

/** Scrolls through the page once so every fade-in and in-view counter starts. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** A figure's value (the `dd`) by its label (the `dt` before it). */
function tile(container: Locator, label: string): Locator {
  return container.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test.describe('/ (home)', () => {
  test('the raw HTML holds the hero heading and the terminal version 0.8.0', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(firstH1Text(html)).toBe(HOME_H1);
    const text = visibleHtmlText(html);
    expect(text).toContain('0.8.0');
    expect(text).toContain('disabled: missing API key');
    // Counters hold their targets in the HTML (crawlers, link previews, visitors without JavaScript).
    expect(text).toContain('errors 0.3%');
    expect(text).toContain('throughput 9,200/s');
    expect(titleText(html)).toBe('Governed External Exposure Monitoring | Surface Harvester');
  });

  test('hero: terminal mock, calls to action, and counters that reach their final figures', async ({ page }) => {
    const messages = trackConsole(page);
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_H1 })).toBeVisible();

    const terminal = page.getByRole('figure', { name: /Surface Harvester 0\.8\.0/ });
    await expect(terminal).toContainText('v0.8.0');
    for (const stage of ['[search]', '[gather]', '[check]', '[inspect]']) {
      await expect(terminal.getByText(stage, { exact: true })).toBeVisible();
    }
    await expect(terminal).toContainText(/search\s*→\s*gather\s*→\s*check\s*→\s*inspect/);
    await expect(terminal).toContainText('code hosting');
    await expect(terminal).toContainText('internet scan');
    await expect(terminal.getByText('disabled: missing API key')).toBeVisible();

    // Counters: staggered start 0.8-2.0 s, 2 s each; the last settles about 4 s after load.
    const final = { timeout: 8_000 };
    await expect(terminal).toContainText('throughput 9,200/s', final);
    await expect(terminal).toContainText('p95 12 ms', final);
    await expect(terminal).toContainText('errors 0.3%', final);
    await expect(terminal).toContainText('credits 11,420', final);
    await expect(terminal).toContainText('credits 5,900', final);
    const figures = page.locator('#home-hero-title').locator('xpath=ancestor::section[1]');
    await expect(tile(figures, 'Assets discovered')).toHaveText('3,847', final);
    await expect(tile(figures, 'Exposures validated')).toHaveText('47', final);
    await expect(tile(figures, 'Critical findings fixed')).toHaveText('12', final);
    await expect(tile(figures, 'Policy compliance')).toHaveText('94%', final);

    const hero = figures;
    await expect(hero.getByRole('link', { name: 'Start a 14-Day PoC' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Explore Platform' })).toHaveAttribute('href', '/product/surface-harvester');
    await expect(hero.getByRole('link', { name: 'View Evidence Sample' })).toHaveAttribute('href', '/evidence-sample');

    expect(messages.hydrationProblems()).toEqual([]);
    expect(messages.all()).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px nothing on the first screen is ever hidden while the page starts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // From the first script on, every 50 ms for 4 s: any element of the main content inside the view with opacity 0.
      // And every text a counter inside the view showed.
      await page.addInitScript(() => {
        const hidden = new Set<string>();
        const counterTexts = new Set<string>();
        Object.assign(window, { __hiddenOnScreen: hidden, __counterTextsOnScreen: counterTexts });
        const started = performance.now();
        const check = () => {
          for (const element of document.querySelectorAll('main *')) {
            if (element.closest('[aria-hidden="true"]')) continue;
            const box = element.getBoundingClientRect();
            if (box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0 || box.height === 0) continue;
            if (Number(getComputedStyle(element).opacity) === 0) hidden.add(`${element.tagName} ${(element.textContent ?? '').slice(0, 50)}`);
            if (element.hasAttribute('data-count-up')) counterTexts.add(element.textContent ?? '');
          }
          if (performance.now() - started < 4000) setTimeout(check, 50);
        };
        document.addEventListener('DOMContentLoaded', check);
      });
      await open(page, '/');
      await page.waitForTimeout(4000);
      const seen = await page.evaluate(() => {
        const { __hiddenOnScreen, __counterTextsOnScreen } = window as unknown as Record<string, Set<string>>;
        return { hidden: [...(__hiddenOnScreen ?? [])], counters: [...(__counterTextsOnScreen ?? [])].sort() };
      });
      expect(seen.hidden).toEqual([]);
      if (viewport.width === 1280) {
        // The hero's counters are on this screen: they show their figures from the start and never count from 0.
        expect(seen.counters).toEqual(['0.3%', '11,420', '12', '12 ms', '3,847', '47', '5,900', '9,200/s', '94%']);
      }
    });
  }

  test('with reduced motion nothing waits to fade in and the counters show their figures at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    // Hydrated (the PoC milestones are buttons React handles), yet nothing off screen was hidden.
    await page
      .locator('#poc')
      .getByRole('button', { name: /Weeks 9-12/ })
      .click();
    await expect(page.locator('#poc').getByRole('region', { name: 'PoC dashboard' })).toContainText('Week 12 snapshot');
    await expect(page.locator('[data-visible="false"]')).toHaveCount(0);
    await expect(tile(page.locator('#poc'), 'Assets discovered')).toHaveText('3,421');
  });

  test('value propositions, five-step process with targets, metrics strip', async ({ page }) => {
    await open(page, '/');
    const value = page.locator('#value');
    // Below the first screen when the page started: hidden while it waits, then faded in once 20% is in view.
    const block = value.locator('[data-visible]');
    await expect(block).toHaveAttribute('data-visible', 'false');
    await expect(block).toHaveCSS('opacity', '0');
    await value.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-visible', 'true');
    await expect(block).toHaveCSS('opacity', '1');
    await scrollThrough(page);

    for (const title of ['Continuous discovery', 'Validated exposures, not noise', 'Signed audit evidence', 'Runs where your data lives']) {
      await expect(value.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(value.locator('[data-visible="true"]')).toHaveCount(1);

    const steps = page.locator('#process ol > li');
    await expect(steps).toHaveCount(5);
    const TARGETS = [
      ['01', 'Discover', 'New asset detection ≤24 h', 'CMDB match ≥99%'],
      ['02', 'Attribute', 'Unknown owners cleared ≤7 days', 'Duplicate rate <1%'],
      ['03', 'Validate & Attest', 'p95 scan-to-evidence <8 min', 'Artifact <60 s after validation'],
      ['04', 'Alert', 'Critical to ticket ≤15 min', 'Alert-to-SIEM p95 <60 s'],
      ['05', 'Remediate', 'Criticals auto-ticketed <1 hour', 'P1 remediation ≤7 days'],
    ] as const;
    for (const [index, [number, title, first, second]] of TARGETS.entries()) {
      const step = steps.nth(index);
      await expect(step).toContainText(number);
      await expect(step.getByRole('heading', { level: 3 })).toContainText(title);
      await expect(step.getByText(first, { exact: true })).toBeVisible();
      await expect(step.getByText(second, { exact: true })).toBeVisible();
    }

    const strip = page.getByRole('region', { name: 'Pipeline performance' });
    for (const figure of ['6-10k', 'p95 ≤15 ms', '<1%']) {
      await expect(strip.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(strip.getByText('docs/sec', { exact: false })).toBeVisible();
    await expect(strip.getByText('unhandled errors')).toBeVisible();
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator('[data-visible="true"]')).toHaveCount(1);
    // ...and stays visible once shown (never resets).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(strip.locator('[data-visible="true"]')).toHaveCount(1);
  });

  test('the 90-day PoC: weeks 3-8 selected first; a click selects a milestone and swaps the dashboard', async ({ page }) => {
    await open(page, '/');
    const poc = page.locator('#poc');
    // Fades in once it is in view, like the other sections, and stays shown.
    await expect(poc.locator('[data-visible="false"]')).toHaveCount(1);
    await poc.scrollIntoViewIfNeeded();
    await expect(poc.locator('[data-visible="true"]')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(poc.locator('[data-visible="true"]')).toHaveCount(1);
    await poc.scrollIntoViewIfNeeded();
    await expect(poc.getByRole('heading', { level: 2 })).toContainText('90 days');

    const cards = poc.getByRole('list', { name: 'PoC milestones' }).getByRole('button');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Weeks 0-2');
    await expect(cards.nth(1)).toContainText('Weeks 3-8');
    await expect(cards.nth(2)).toContainText('Weeks 9-12');
    for (const [index, share] of ['40%', '40%', '20%'].entries()) {
      await expect(cards.nth(index)).toContainText(share);
    }
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards.nth(2)).toHaveAttribute('aria-pressed', 'false');

    const dashboard = poc.getByRole('region', { name: 'PoC dashboard' });
    await dashboard.scrollIntoViewIfNeeded();
    const expectSnapshot = async (week: number, assets: string, exposures: string, falsePositives: string, rate: string) => {
      await expect(dashboard).toContainText(`Week ${week} snapshot`);
      await expect(tile(dashboard, 'Assets discovered')).toHaveText(assets, { timeout: 5_000 });
      await expect(tile(dashboard, 'Exposures validated')).toHaveText(exposures);
      await expect(tile(dashboard, 'False positives')).toHaveText(falsePositives);
      await expect(tile(dashboard, 'Remediation rate')).toHaveText(rate);
    };
    await expectSnapshot(8, '1,247', '23', '2', '91%');

    // Every value the 'Assets discovered' tile shows from the click on, recorded in the page (reading it once after
    // the click could come after a 2 s run already ended on a loaded machine).
    await dashboard.evaluate((region) => {
      const shown: number[] = [];
      (window as unknown as { assetsShown: number[] }).assetsShown = shown;
      const record = () => {
        const value = [...region.querySelectorAll('dt')].find((term) => term.textContent?.includes('Assets discovered'))?.nextElementSibling
          ?.textContent;
        if (value) shown.push(Number(value.replace(/,/g, '')));
      };
      new MutationObserver(record).observe(region, { subtree: true, childList: true, characterData: true });
    });
    await cards.nth(2).click();
    await expect(cards.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');
    await expectSnapshot(12, '3,421', '67', '4', '96%');
    // The counters start again from 0 on selection, never showing the new target first, and only climb.
    const shown = await page.evaluate(() => (window as unknown as { assetsShown: number[] }).assetsShown);
    const afterSwap = shown.slice(shown.findIndex((value) => value !== 1247));
    expect(afterSwap[0]).toBe(0);
    expect(afterSwap.at(-1)).toBe(3421);
    expect(afterSwap).toEqual([...afterSwap].sort((a, b) => a - b));

    await cards.nth(0).click();
    await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expectSnapshot(2, '287', '3', '0', '100%');
  });

  test('integrations (#integrations) and security badges', async ({ page }) => {
    await open(page, '/');
    await scrollThrough(page);
    const integrations = page.locator('#integrations');
    await expect(integrations).toHaveCount(1);
    for (const name of [
      'Splunk',
      'Microsoft Sentinel',
      'Elastic',
      'ServiceNow',
      'Jira',
      'GitHub',
      'GitLab',
      'AWS',
      'Azure',
      'GCP',
      'PagerDuty',
      'Slack',
    ]) {
      await expect(integrations.getByText(name, { exact: true })).toBeVisible();
    }
    for (const category of ['SIEM', 'Ticketing', 'CMDB', 'Code hosting', 'Cloud']) {
      await expect(integrations.getByRole('heading', { level: 3, name: category, exact: true })).toBeVisible();
    }

    const security = page.locator('#security');
    for (const badge of ['ISO 27001', 'SOC 2', 'PCI DSS 4.0', 'HIPAA', 'NERC CIP']) {
      await expect(security.getByText(badge, { exact: true })).toBeVisible();
    }
    for (const feature of [
      'Redaction by default',
      'Immutable audit log',
      'Robots/terms honoured',
      'Zero raw data egress',
      'GPU-accelerated pipeline',
    ]) {
      await expect(security.getByText(feature, { exact: true })).toBeVisible();
    }
  });

  test('sections come in order: hero, value propositions, process, metrics strip, PoC, integrations, security', async ({ page }) => {
    await open(page, '/');
    const order = await page.evaluate(() =>
      ['home-hero-title', 'value', 'process', 'poc', 'integrations', 'security'].map((id) => {
        const element = document.getElementById(id);
        return element ? element.getBoundingClientRect().top + window.scrollY : -1;
      }),
    );
    const strip = await page.getByRole('region', { name: 'Pipeline performance' }).boundingBox();
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The metrics strip sits between the process and the PoC.
    expect(strip!.y).toBeGreaterThan(order[2]!);
    expect(strip!.y).toBeLessThan(order[3]!);
  });

  test('at 390 px the page does not scroll sideways and the hero shows heading, CTA and terminal', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_H1 })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Start a 14-Day PoC' }).first()).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const terminal = page.getByRole('figure', { name: /Surface Harvester 0\.8\.0/ });
    const box = await terminal.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

test.describe('/docs', () => {
  test('sets its title and meta description', async ({ page, request }) => {
    const html = await (await request.get('/docs')).text();
    expect(titleText(html)).toBe('Documentation | Surface Harvester');
    expect(html).toMatch(/<meta name="description" content="Surface Harvester documentation:[^"]+"/);
    await open(page, '/docs');
    await expect(page).toHaveTitle('Documentation | Surface Harvester');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Surface Harvester documentation:/);
  });

  test('what it does, core modules, four deployment options, services, getting started, quick links', async ({ page }) => {
    const messages = trackConsole(page);
    await open(page, '/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Surface Harvester documentation' })).toBeVisible();
    for (const heading of ['What it does', 'Core modules', 'Four deployment options', 'Professional services', 'Getting started', 'Quick links']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const deployment = page.locator('#deployment');
    for (const option of ['SaaS', 'VPC', 'On-premises', 'Air-gapped']) {
      await expect(deployment.getByRole('heading', { level: 3, name: option, exact: true })).toBeVisible();
    }
    await expect(deployment.getByRole('heading', { level: 3 })).toHaveCount(4);

    const services = page.locator('#professional-services');
    for (const href of ['/services/custom-development', '/services/process', '/services/pricing']) {
      await expect(services.locator(`a[href="${href}"]`)).toBeVisible();
    }

    const pdf = page.locator('#getting-started a[href="/sample-evidence-pack.pdf"]');
    await expect(pdf).toBeVisible();
    await expect(pdf).toHaveAttribute('download', '');

    const quickLinks = page.getByRole('navigation', { name: 'Documentation quick links' });
    for (const href of [
      '/product/overview',
      '/product/architecture',
      '/product/how-it-works',
      '/product/hardware-recommendations',
      '/pricing',
      '/contact',
      '/company/security',
    ]) {
      await expect(quickLinks.locator(`a[href="${href}"]`)).toBeVisible();
    }
    expect(messages.hydrationProblems()).toEqual([]);
    expect(messages.all()).toEqual([]);
  });
});

test.describe('/evidence-sample', () => {
  test('shows the artifact as JSON and field by field, and links the PDF', async ({ page }) => {
    const messages = trackConsole(page);
    await open(page, '/evidence-sample');
    await expect(page.getByRole('heading', { level: 1, name: 'Sample evidence artifact' })).toBeVisible();

    const json = page.locator('#artifact pre');
    for (const key of [
      'timestamp',
      'asset_id',
      'service',
      'owner',
      'finding',
      'first_seen',
      'redacted_ref',
      'artifact_sha256',
      'ticket_id',
      'sla_due',
      'attestation',
      'signer',
      'signature',
    ]) {
      await expect(json).toContainText(`"${key}":`);
    }
    await expect(json).toContainText(`"status": "OPEN"`);
    await expect(json).toContainText(ARTIFACT.evidence.artifact_sha256);

    const artifact = page.locator('#artifact');
    for (const group of ['Asset', 'Finding', 'Evidence', 'Workflow', 'Attestation']) {
      await expect(artifact.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible();
    }
    const breakdown = artifact.locator('dl');
    await expect(breakdown.getByText(ARTIFACT.asset_id, { exact: true })).toBeVisible();
    await expect(breakdown.getByText(ARTIFACT.evidence.artifact_sha256, { exact: true })).toBeVisible();
    await expect(breakdown.getByText(ARTIFACT.workflow.ticket_id, { exact: true })).toBeVisible();
    await expect(breakdown.getByText('OPEN', { exact: true })).toBeVisible();

    const downloads = page.locator('a[href="/sample-evidence-pack.pdf"][download]');
    expect(await downloads.count()).toBeGreaterThanOrEqual(1);
    await expect(downloads.first()).toBeVisible();
    expect(messages.hydrationProblems()).toEqual([]);
    expect(messages.all()).toEqual([]);
  });

  test('"Request a signed evidence pack": a plain form posting workEmail and purpose', async ({ page }) => {
    await open(page, '/evidence-sample');
    await expect(page.getByRole('heading', { level: 2, name: 'Request a signed evidence pack' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Request a signed evidence pack' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/evidence-pack-requests');

    const email = form.getByLabel(/Work Email/);
    await expect(email).toHaveAttribute('name', 'workEmail');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveJSProperty('required', true);
    const purpose = form.getByLabel(/Purpose/);
    await expect(purpose).toHaveAttribute('name', 'purpose');
    await expect(purpose).toHaveJSProperty('required', false);
    expect(await purpose.evaluate((element) => element.tagName)).toBe('TEXTAREA');
    const minHeight = await purpose.evaluate((element) => parseFloat(getComputedStyle(element).minHeight));
    expect(minHeight).toBeGreaterThanOrEqual(100);

    const submit = form.getByRole('button', { name: 'Request Evidence Pack' });
    await expect(submit).toHaveAttribute('type', 'submit');
    // An empty work email is refused by the browser: nothing is sent.
    await submit.click();
    await expect(page).toHaveURL(/\/evidence-sample$/);
    expect(await email.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
  });
});

test.describe('/sample-evidence-pack.pdf', () => {
  test('is a PDF evidence pack holding the artifact, its SHA-256 and the framework mapping', async ({ request }) => {
    const response = await request.get('/sample-evidence-pack.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const data = new Uint8Array(await response.body());

    const pdf = await getDocument({ data, verbosity: 0 }).promise;
    expect(pdf.numPages).toBeGreaterThanOrEqual(2);
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Sample Evidence Pack');
    expect(text).toContain(ARTIFACT.asset_id);
    expect(text).toContain(ARTIFACT.evidence.artifact_sha256);
    expect(text).toContain(ARTIFACT.workflow.ticket_id);
    expect(text).toMatch(/illustrative/i);
    expect(text).toContain('365 days');
    expect(text).toContain('7 years');
    for (const framework of ['ISO 27001', 'SOC 2', 'PCI DSS 4.0', 'HIPAA', 'NERC CIP']) {
      expect(text).toContain(framework);
    }
    // Every page carries the footer with its number.
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${pdf.numPages}`);
    }
    await pdf.destroy();
  });
});
