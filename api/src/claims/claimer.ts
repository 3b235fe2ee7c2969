import { z } from 'zod';

/** The claim page's one field: the address of the person taking the lead. */
export const CLAIMER_MESSAGE = 'Enter your email address so the team knows who has this lead.';

export const claimerSchema = z
  .string({ error: CLAIMER_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: CLAIMER_MESSAGE })
  .pipe(z.email({ error: CLAIMER_MESSAGE }));

/** A `claimer` query parameter worth filling into the form (a valid address), else ''. */
export function prefilledClaimer(raw: unknown): string {
  const parsed = claimerSchema.safeParse(raw);
  return parsed.success ? parsed.data : '';
}
