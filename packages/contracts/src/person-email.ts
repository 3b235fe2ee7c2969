import { z } from './zod-config.js';
import { intakeString } from './intake-text.js';
import { FIELD_LIMITS } from './limits.js';

export const PERSON_EMAIL_MESSAGE = 'email must be an email address.';

/**
 * The address a data-subject request names, as the lead tables are searched for it: read like a lead form's
 * address (bidirectional controls removed, trimmed, at most as long as a stored one), then lower-cased, because
 * the same person types their address in any case and the lead tables keep it as typed. Any domain is accepted:
 * unlike the forms, a request about a free-mail address is a request all the same.
 */
export const personEmailSchema = intakeString({ error: PERSON_EMAIL_MESSAGE })
  .trim()
  .max(FIELD_LIMITS.workEmail, { error: PERSON_EMAIL_MESSAGE, abort: true })
  .toLowerCase()
  .pipe(z.email({ error: PERSON_EMAIL_MESSAGE }));

/** The normalised form of an address (see `personEmailSchema`); undefined when it is no address. */
export function normalisePersonEmail(raw: unknown): string | undefined {
  const parsed = personEmailSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
