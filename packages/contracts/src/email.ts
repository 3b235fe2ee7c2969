import { z } from './zod-config.js';
import { intakeString } from './intake-text.js';
import { FIELD_LIMITS } from './limits.js';
import { VALIDATION_MESSAGES } from './messages.js';

/** Free-mail providers whose addresses are refused as work emails: gmail, yahoo, hotmail. */
export const PERSONAL_EMAIL_PROVIDERS = ['gmail', 'yahoo', 'hotmail'] as const;

/**
 * True when the address belongs to one of the rejected free-mail providers, whatever the TLD or subdomain:
 * gmail.com, yahoo.co.uk, hotmail.fr, mail.yahoo.com. The provider must be a whole domain label (not the TLD),
 * so notgmail.com or gmail-partners.io stay allowed. Case-insensitive.
 */
export function isPersonalEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  // The last label is the TLD; a provider name there (user@acme.gmail) is not the provider's domain.
  return labels.slice(0, -1).some((label) => (PERSONAL_EMAIL_PROVIDERS as readonly string[]).includes(label));
}

/**
 * A work e-mail address: without bidirectional controls, trimmed, at most 254 characters, a valid address ('Invalid email address.'),
 * and not a gmail/yahoo/hotmail address ('Please use a business email address.'). Only one message is
 * reported at a time: an invalid address is not also reported as a personal one.
 */
export const workEmailSchema = intakeString({ error: VALIDATION_MESSAGES.invalidEmail })
  .trim()
  .max(FIELD_LIMITS.workEmail, { error: VALIDATION_MESSAGES.workEmailTooLong, abort: true })
  .pipe(
    z
      .email({ error: VALIDATION_MESSAGES.invalidEmail, abort: true })
      .refine((email) => !isPersonalEmail(email), { error: VALIDATION_MESSAGES.businessEmail }),
  );
