import { expect, test, type APIRequestContext } from '@playwright/test';
import { contactForm, fillContactForm } from '../support/contact-form';
import { listMail, waitForMail } from '../support/mail';
import { createStaffUser, type StaffUser } from '../support/staff-user';

/**
 * Each lead's verdict, as a visitor causes it: the form with JavaScript passes the proof of work and its lead is
 * `ok` (sales emailed, the visitor acknowledged); the same form without JavaScript sends no proof, and its lead is
 * `unverified`: sales still receive it at once, "Unverified" in the subject, and the acknowledgement waits for staff.
 */

interface InboxItem {
  company: string | null;
  verdict: string;
  verdictSignals: string[];
}

let staff: StaffUser;

test.beforeAll(() => {
  staff = createStaffUser(`verdicts-${Date.now()}`, 'every lead gets a verdict', { apiToken: true });
});

/** A unique company and address domain per test, so its mails and its lead can be told apart. */
function uniqueLead(label: string) {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { company: `${label} ${tag} Ltd`, email: `ciso@verdict-${tag}.example.com` };
}

/** The lead of `company` as the staff API lists it (every verdict). */
async function storedLead(request: APIRequestContext, company: string): Promise<InboxItem> {
  let found: InboxItem | undefined;
  await expect
    .poll(
      async () => {
        for (const verdict of ['ok', 'unverified', 'spam']) {
          const response = await request.get(`/api/leads?verdict=${verdict}&q=${encodeURIComponent(company)}`, {
            headers: { authorization: `Bearer ${staff.apiToken}` },
          });
          expect(response.status()).toBe(200);
          found = ((await response.json()) as { items: InboxItem[] }).items.find((item) => item.company === company) ?? found;
        }
        return found?.verdict;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return found!;
}

test.describe('with JavaScript', () => {
  test('the form passes the proof of work: the lead is ok, sales are emailed and the visitor acknowledged', async ({ page, request }) => {
    const lead = uniqueLead('Verified Person');
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form).toHaveAttribute('novalidate', '');
    // At a person's pace: a person takes more than a few seconds over five fields.
    await fillContactForm(form, { ...lead, deployment: false }, () => page.waitForTimeout(3_500));
    await expect(form.locator('[data-proof-of-work]')).toHaveText(/Verified/);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();

    expect(await storedLead(request, lead.company)).toMatchObject({ verdict: 'ok', verdictSignals: [] });
    const sales = await waitForMail((mail) => mail.subject.includes(lead.company));
    expect(sales.subject).toMatch(/^New contact submission: /);
    const acknowledgement = await waitForMail((mail) => mail.to.includes(lead.email));
    expect(acknowledgement.subject).toBe('Thank you: we received your message');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same form gives an unverified lead: sales still receive it, marked Unverified; nobody else is sent anything', async ({
    page,
    request,
  }) => {
    const lead = uniqueLead('Scriptless Person');
    await page.goto('/contact');
    const form = contactForm(page);
    // At a person's pace: a person takes more than a few seconds over five fields.
    await fillContactForm(form, { ...lead, deployment: false }, () => page.waitForTimeout(3_500));
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/contact-submissions'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\/thanks$/);

    expect(await storedLead(request, lead.company)).toMatchObject({ verdict: 'unverified', verdictSignals: ['proof-of-work-missing'] });
    const sales = await waitForMail((mail) => mail.subject.includes(lead.company));
    expect(sales.subject).toMatch(/^Unverified contact submission: /);
    expect(sales.text).toContain('proof-of-work-missing');
    // The sales email is out, so the worker is done with the lead: no acknowledgement was sent, none is pending.
    expect((await listMail()).filter((mail) => mail.to.includes(lead.email))).toEqual([]);
  });
});
