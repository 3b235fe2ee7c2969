import { expect, type Locator, type Page } from '@playwright/test';

/** A unique company name per test, so the mail and the lead it causes can be told apart. */
export const uniqueCompany = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)} Ltd`;

/** The /contact page's form. */
export function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Send us a message' });
}

/** A lead form turns off native validation once React hydrated it (before that it is a plain HTML form). */
export async function waitUntilHydrated(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute('novalidate', '');
}

/** The fields every valid contact lead of these tests carries. */
export interface ContactLead {
  company: string;
  email?: string;
  /** Also chooses a deployment interest (the field is optional). */
  deployment?: boolean;
}

/**
 * Fills the contact form's fields as a visitor would, one after the other; `beforeConsent` runs just before the
 * privacy checkbox is ticked (e.g. a pause: a person takes more than a few seconds over the fields).
 */
export async function fillContactForm(
  form: Locator,
  { company, email = 'ciso@northwind-bank.com', deployment = true }: ContactLead,
  beforeConsent?: () => Promise<void>,
): Promise<void> {
  await form.getByLabel('Work Email').fill(email);
  await form.getByLabel('Full Name').fill('Dana Reyes');
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Role').selectOption('ciso');
  if (deployment) await form.getByLabel('Deployment Interest').selectOption('on-premises');
  await form.getByLabel('Message').fill('About 4,000 internet-facing assets across three regions.');
  await beforeConsent?.();
  await form.getByLabel(/privacy policy/).check();
}
