import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { contactForm, waitUntilHydrated } from '../support/contact-form';
import type { TestAuthenticator } from '@site/harness';
import { expectNoBlockingViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { trackConsole } from '../support/page-console';
import { authenticatorOf, createStaffUser, type StaffUser } from '../support/staff-user';

/** A staff member, made with the API's create-user CLI in the test database, and their authenticator app. */
let STAFF: StaffUser;
let authenticator: TestAuthenticator;

test.beforeAll(() => {
  STAFF = createStaffUser(`inbox-${Date.now()}`, 'the inbox keeps the promise');
  authenticator = authenticatorOf(STAFF);
});

/** Sends a lead through the contact form, as a visitor does. */
async function sendLead(page: Page, company: string): Promise<void> {
  await page.goto('/contact');
  const form = contactForm(page);
  // Hydrated (the script's form validates itself): a post before that would take the no-JS path.
  await waitUntilHydrated(form);
  await form.getByLabel('Work Email').fill('ciso@staff-inbox-test.com');
  await form.getByLabel('Full Name').fill('Morgan Lake');
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Role').selectOption('ciso');
  await form.getByLabel('Message').fill('We would like to see the exposure validation.');
  await form.getByLabel(/privacy policy/).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
}

/** The sign-in form (in place of the page asked for). */
function signInForm(page: Page) {
  return { username: page.getByLabel('Username'), password: page.getByLabel('Password'), submit: page.getByRole('button', { name: 'Sign in' }) };
}

test('staff sign in, find a lead from the contact form, claim it, export it, sign out; its email claim link then answers 409', async ({
  page,
  request,
}) => {
  const company = `Inbox Promise ${Date.now()} Ltd`;
  await sendLead(page, company);
  const mail = await waitForMail((m) => m.subject.includes(company));
  const claimLink = /I'll take this lead: (\S+)/.exec(mail.text)?.[1];
  expect(claimLink).toBeDefined();

  const console = trackConsole(page);
  // A stranger at the inbox gets the sign-in form.
  const answer = await page.goto('/staff/leads');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const form = signInForm(page);
  await expect(form.username).toBeVisible();
  await expect(form.password).toHaveAttribute('type', 'password');
  await expect(form.submit).toBeVisible();
  await expectNoBlockingViolations(page, 'the staff sign-in page');
  // By keyboard alone: Tab to the username (past the skip link), type, Tab, type, Enter.
  for (let presses = 0; presses < 3 && !(await form.username.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(form.username).toBeFocused();
  await page.keyboard.type(STAFF.username);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(STAFF.password);
  await page.keyboard.press('Enter');

  // The second step, on this first sign-in with the authenticator app's enrolment: QR code, recovery codes, code.
  await expect(page).toHaveURL(/\/staff\/sign-in\/verify$/);
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const writtenDown = await recoveryCodes.allTextContents();
  await expectNoBlockingViolations(page, 'the enrolment page');
  const code = page.getByLabel('Authentication code');
  // A wrong code first (one in a million that it is the right one): refused, saying so; the recovery codes stay.
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(/That code is not right/);
  await expect(recoveryCodes).toHaveText(writtenDown);
  await page.getByLabel('Authentication code').fill(await authenticator.codeFor(STAFF.username));
  await page.getByRole('button', { name: 'Verify' }).click();

  // The inbox, newest first: the lead is there.
  await expect(page).toHaveURL(/\/staff\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${STAFF.username}`)).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: company })).toBeVisible();
  await expectNoBlockingViolations(page, 'the staff inbox');

  // Filtered to it by a text search on its company.
  await page.getByLabel('Search company or email').fill(company);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]q=Inbox\+Promise/);
  const filtered = page.url();
  const rows = table.getByRole('rowgroup').last().getByRole('row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText('Unclaimed');
  await expect(row).toContainText(/\d+ h left|\d+ min left/);
  await expect(row).toContainText('Emailed');

  // On a phone the table is a list of cards: nothing wider than the screen, each value after its column's name.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  const promise = row.locator('td[data-label="24-hour promise"]');
  expect(await promise.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"24-hour promise"');
  await expect(row.getByRole('link', { name: company })).toBeVisible();
  await expectNoBlockingViolations(page, 'the staff inbox on a phone');
  if (desktop) await page.setViewportSize(desktop);

  // Its page: everything about it, and the Claim button.
  await row.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(company);
  await expect(page.getByText('We would like to see the exposure validation.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expectNoBlockingViolations(page, 'a staff lead page');
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(new RegExp(`Claimed by ${STAFF.username} at`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);

  // The claim shows in its row.
  await page.goto(filtered);
  const claimedRow = page.getByRole('table').getByRole('row', { name: new RegExp(company) });
  await expect(claimedRow).toContainText(STAFF.username);
  await expect(claimedRow).toContainText('Claimed after');

  // The CSV export of the same filters, downloaded with the staff session.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', /^\/api\/leads\.csv\?q=Inbox\+Promise/);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(company);
  expect(csv).toContain(STAFF.username);

  // No page of the workspace broke its policy.
  expect(console.all().filter((problem) => /Content Security Policy|Refused to/i.test(problem.text))).toEqual([]);

  // The queue view, through the gateway, under its own policy.
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Queues' }).click();
  await expect(page.getByText('leads', { exact: true }).first()).toBeVisible();
  await page.goto(filtered);

  // Sign out: the inbox asks to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInForm(page).username).toBeVisible();
  await page.goto('/staff/leads');
  await expect(signInForm(page).username).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // A recovery code written down before the wrong code signs in without the phone.
  await signInForm(page).username.fill(STAFF.username);
  await signInForm(page).password.fill(STAFF.password);
  await signInForm(page).submit.click();
  await expect(page).toHaveURL(/\/staff\/sign-in\/verify$/);
  await page.getByLabel('Authentication code').fill(writtenDown[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Signed in as ${STAFF.username}`)).toBeVisible();

  // First claim wins: the email's claim link now says who has the lead.
  const late = await request.post(claimLink!, { form: { claimer: 'late.sales@surface-harvester.test' } });
  expect(late.status()).toBe(409);
  expect(await late.text()).toContain(`${STAFF.username} took this lead at`);
});
