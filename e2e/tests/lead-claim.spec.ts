import { expect, test } from '@playwright/test';
import { contactForm, waitUntilHydrated } from '../support/contact-form';
import { E2E_BACKEND, E2E_PORTS } from '../support/environment';
import { waitForMail } from '../support/mail';
import { createStaffUser, type StaffUser } from '../support/staff-user';

/** A staff account for the admin read, with an API token, made with the API's own CLI in the test database. */
let admin: StaffUser;

test.beforeAll(() => {
  admin = createStaffUser(`sales-lead-${Date.now()}`, 'claim the lead, keep the promise', { apiToken: true });
});

interface AdminItem {
  company: string;
  claimedAt: string | null;
  claimedBy: string | null;
  source: { landingPage?: string; page?: string; referrer?: string; utm?: Record<string, string> } | null;
}

test('a lead from a utm_source landing is claimed from its sales email and shows as claimed in the admin read', async ({ page, request }) => {
  const company = `Claimed Promise ${Date.now()} Ltd`;
  // The visit lands on the contact page from a campaign link.
  await page.goto('/contact?utm_source=test');
  const form = contactForm(page);
  await waitUntilHydrated(form);
  await form.getByLabel('Work Email').fill('ciso@claimed-promise.com');
  await form.getByLabel('Full Name').fill('Robin Vale');
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Role').selectOption('ciso');
  await form.getByLabel(/privacy policy/).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();

  // The sales email carries the lead's source and the claim link, to this site.
  const mail = await waitForMail((m) => m.subject.includes(company));
  expect(mail.text).toContain('utm_source: test');
  expect(mail.text).toContain('Landing page: /contact?utm_source=test');
  const link = /I'll take this lead: (\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(`http://localhost:${E2E_PORTS.port}`);

  // Open it in Chromium, say who takes it, confirm.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take this lead?');
  await expect(page.getByText(company)).toBeVisible();
  const claimer = page.getByLabel('Your email');
  await expect(claimer).toHaveValue(E2E_BACKEND.salesEmail);
  await claimer.fill('robin.sales@surface-harvester.test');
  await page.getByRole('button', { name: "I'll take this lead" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The lead is yours');

  // A second visit of the link says who has it.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already claimed');
  await expect(page.getByText(/robin\.sales@surface-harvester\.test took this lead at/)).toBeVisible();

  // The staff read shows the claim and the source.
  const response = await request.get('/api/contact-submissions?pageSize=100', {
    headers: { authorization: `Bearer ${admin.apiToken}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: AdminItem[] };
  const lead = items.find((item) => item.company === company);
  expect(lead).toBeDefined();
  expect(lead!.claimedBy).toBe('robin.sales@surface-harvester.test');
  expect(Date.parse(lead!.claimedAt ?? '')).not.toBeNaN();
  expect(lead!.source).toMatchObject({ landingPage: '/contact?utm_source=test', utm: { source: 'test' } });
});

test('a tampered claim link gets a clear error page with a 4xx status', async ({ page }) => {
  const response = await page.goto('/api/lead-claims/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This claim link is not valid');
});
