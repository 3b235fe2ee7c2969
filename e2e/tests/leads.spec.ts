import { expect, test } from '@playwright/test';
import { contactForm, fillContactForm, uniqueCompany, waitUntilHydrated } from '../support/contact-form';
import { E2E_BACKEND } from '../support/environment';
import { waitForMail } from '../support/mail';
import { waitForAppStarted } from '../support/app-started';

test.describe('contact form', () => {
  test('shows the form validation messages and sends nothing while invalid', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      // A lead POST; the shell's view report of the contact remote (POST /api/client-events) is no lead.
      if (request.method() === 'POST' && request.url().includes('/api/') && !request.url().includes('/api/client-events')) posted = true;
    });
    await page.goto('/contact');
    const form = contactForm(page);
    await waitUntilHydrated(form);
    await form.getByLabel('Work Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Invalid email address.')).toBeVisible();
    await expect(form.getByText('You must accept the privacy policy to continue.')).toBeVisible();
    await expect(form.getByText('Full name is required.')).toBeVisible();

    await form.getByLabel('Work Email').fill('someone@gmail.com');
    await expect(form.getByText('Please use a business email address.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('the form loads zod and its schemas once the visitor reaches for it, not with the page', async ({ page }) => {
    const zodScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A class name zod registers, kept through minification.
      const body = await response.text().catch(() => '');
      if (body.includes('"$ZodObject"')) zodScripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/contact');
    await waitForAppStarted(page);
    const form = contactForm(page);
    await waitUntilHydrated(form);
    expect(zodScripts).toEqual([]);
    await form.getByLabel('Work Email').focus();
    await expect.poll(() => zodScripts.length).toBe(1);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Full name is required.')).toBeVisible();
  });

  test('a submit before any focus in the form still validates: the schemas load then', async ({ page }) => {
    await page.goto('/contact');
    await waitForAppStarted(page);
    const form = contactForm(page);
    await waitUntilHydrated(form);
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect(form.getByText('Full name is required.')).toBeVisible();
    await expect(form.getByText('You must accept the privacy policy to continue.')).toBeVisible();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`an empty submit at ${viewport.width} px focuses the first invalid field, Work Email, with its message in view`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      const form = contactForm(page);
      await waitUntilHydrated(form);
      await form.getByRole('button', { name: 'Send Message' }).click();
      const email = form.getByLabel('Work Email');
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();
      await expect(form.locator('#contact-workEmail-error')).toBeInViewport();
    });
  }

  test('on a phone a notice leaves the header uncovered', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 503, body: 'queue unavailable' }));
    await page.goto('/contact');
    const form = contactForm(page);
    await waitUntilHydrated(form);
    await fillContactForm(form, { company: uniqueCompany('Toast Placement') });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const notice = page.locator('li', { hasText: 'Error sending message' });
    await expect(notice).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const box = await notice.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });

  test('the message box is at least 100 px high and the required fields are marked', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await waitUntilHydrated(form);
    const box = await form.getByLabel('Message').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(100);
    await expect(form.getByLabel('Work Email')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Message')).not.toHaveAttribute('required', '');
  });

  test('a valid message is sent, the form clears, sales gets the email', async ({ page }) => {
    const company = uniqueCompany('Northwind Bank');
    await page.goto('/contact?type=quote');
    const form = contactForm(page);
    await waitUntilHydrated(form);
    await fillContactForm(form, { company });

    // Hold the request briefly to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact-submissions', async (route) => {
      await held;
      await route.continue();
    });
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/contact-submissions') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sendingButton = form.getByRole('button', { name: 'Sending...' });
    await expect(sendingButton).toBeVisible();
    await expect(sendingButton).toBeDisabled();
    release();

    const request = await requestPromise;
    const payload = request.postDataJSON() as Record<string, unknown>;
    expect(payload).not.toHaveProperty('privacyAccepted');
    expect(payload).toMatchObject({
      workEmail: 'ciso@northwind-bank.com',
      fullName: 'Dana Reyes',
      company,
      role: 'ciso',
      deploymentInterest: 'on-premises',
      inquiryType: 'quote',
    });
    expect(request.headers()['idempotency-key']).toBeTruthy();

    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.", { exact: true }).last()).toBeVisible();
    await expect(form.getByLabel('Company')).toHaveValue('');
    await expect(form.getByLabel(/privacy policy/)).not.toBeChecked();

    const mail = await waitForMail((m) => m.subject.includes(company));
    expect(JSON.stringify(mail.to)).toContain(E2E_BACKEND.salesEmail);
    expect(mail.text).toContain('Dana Reyes');
  });

  test('a failed submission shows the error notice and keeps the entries', async ({ page }) => {
    await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 503, body: 'queue unavailable' }));
    const company = uniqueCompany('Kept Entries');
    await page.goto('/contact');
    const form = contactForm(page);
    await waitUntilHydrated(form);
    await fillContactForm(form, { company });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error sending message', { exact: true })).toBeVisible();
    await expect(page.getByText('Please try again later.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Company')).toHaveValue(company);
    await expect(form.getByLabel('Work Email')).toHaveValue('ciso@northwind-bank.com');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('demo request form', () => {
  test('a demo request reaches sales', async ({ page }) => {
    const company = uniqueCompany('Contoso Health');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: /Request a demo/ });
    await waitUntilHydrated(form);
    await form.getByLabel('Work Email').fill('secops@contoso-health.com');
    await form.getByLabel('Full Name').fill('Sam Okafor');
    await form.getByLabel('Company').fill(company);
    await form.getByLabel('Role').selectOption('secops');
    await form.getByLabel('Preferred Time').fill('Thursday 10:00 CET');
    await form.getByLabel(/privacy policy/).check();
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Demo requested!', { exact: true })).toBeVisible();
    const mail = await waitForMail((m) => m.subject.includes(company));
    expect(mail.text).toContain('Thursday 10:00 CET');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered contact form posts to the API and lands on the thank-you page', async ({ page }) => {
    const company = uniqueCompany('No Script Industries');
    await page.goto('/contact');
    const form = contactForm(page);
    await fillContactForm(form, { company, email: 'grc@noscript-industries.com' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you. Your request is with our team.');
    const mail = await waitForMail((m) => m.subject.includes(company));
    expect(mail.text).toContain('grc@noscript-industries.com');
  });

  test('an invalid no-JavaScript post lands on the error page', async ({ request }) => {
    const response = await request.post('/api/contact-submissions', {
      form: { workEmail: 'someone@gmail.com', fullName: 'A', company: 'B', role: 'ciso', privacyAccepted: 'on' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(/^\/contact\/error/);
  });
});
