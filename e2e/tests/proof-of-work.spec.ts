import { expect, test, type Page } from '@playwright/test';
import { contactForm, fillContactForm, uniqueCompany, waitUntilHydrated } from '../support/contact-form';
import { waitForAppStarted } from '../support/app-started';

/**
 * The lead forms' proof of work (ALTCHA): the widget loads when the visitor reaches for the form, solves in a web worker of the site's own
 * origin once the visitor starts filling it, and the lead's JSON carries the solution (`altcha`) and the fill time
 * (`formFillMs`). Without a solution the form still sends.
 */

const CHALLENGE_PATH = '/api/proof-of-work-challenge';

/** Records CSP violations from the first script on (the worker and the challenge fetch are subject to the policy). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.describe('proof of work', () => {
  test('the contact form solves it in a worker and sends the solution and the fill time with the lead', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const challenges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(CHALLENGE_PATH)) challenges.push(request.method());
    });

    await page.goto('/contact');
    const form = contactForm(page);
    await waitUntilHydrated(form);
    await fillContactForm(form, { company: uniqueCompany('Proof Of Work') });
    await expect(form.locator('[data-proof-of-work]')).toHaveText(/Verified/);
    expect(challenges).toEqual(['GET']);
    expect(workers.some((path) => /^\/_remotes\/contact\/pbkdf2\.[0-9a-f]+\.js$/.test(path))).toBe(true);

    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/contact-submissions') && r.method() === 'POST');
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/contact-submissions') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const body = (await requestPromise).postDataJSON() as Record<string, unknown>;
    expect((await responsePromise).status()).toBe(202);

    expect(body.altcha).toEqual(expect.any(String));
    const solution = JSON.parse(Buffer.from(body.altcha as string, 'base64').toString('utf8'));
    expect(solution).toMatchObject({
      challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) },
      solution: { counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]+$/) },
    });
    expect(body.formFillMs).toEqual(expect.any(Number));
    expect(body.formFillMs as number).toBeGreaterThan(0);
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('a form whose proof of work fails still sends its lead, without a solution', async ({ page }) => {
    await page.route(`**${CHALLENGE_PATH}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.goto('/contact');
    const form = contactForm(page);
    await waitUntilHydrated(form);
    await fillContactForm(form, { company: uniqueCompany('Proof Of Work Failed') });

    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/contact-submissions') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const body = (await requestPromise).postDataJSON() as Record<string, unknown>;

    expect(body).not.toHaveProperty('altcha');
    expect(body.formFillMs).toEqual(expect.any(Number));
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
  });

  test('a page with a form loads the widget only once the visitor reaches for the form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/contact');
    await waitForAppStarted(page);
    const form = contactForm(page);
    await expect(form).toHaveAttribute('novalidate', '');
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    const loadedWithThePage = [...scripts];
    await form.getByLabel('Work Email').focus();
    await expect(form.locator('altcha-widget')).toHaveCount(1);
    // The widget's code came with the focus, not with the page.
    expect(scripts.filter((url) => !loadedWithThePage.includes(url)).length).toBeGreaterThan(0);
  });

  test('the home page loads none of it: no widget, no challenge, no worker', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('altcha') || request.url().endsWith(CHALLENGE_PATH)) loaded.push(request.url());
    });
    page.on('worker', (worker) => loaded.push(worker.url()));
    await page.goto('/');
    await waitForAppStarted(page);
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    expect(loaded).toEqual([]);
  });
});
