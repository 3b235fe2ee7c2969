import { z } from './zod-config.js';
import type { LeadVerdict } from './lead-verdict.js';

/** The verdicts staff can give a lead: OK (not spam; its skipped steps then run once) or spam. */
export const STAFF_VERDICTS = ['ok', 'spam'] as const satisfies readonly LeadVerdict[];
export type StaffVerdict = (typeof STAFF_VERDICTS)[number];

/** The body of `POST /api/leads/:kind/:id/verdict`. */
export const leadVerdictChangeSchema = z.strictObject(
  { verdict: z.enum(STAFF_VERDICTS, { error: 'verdict must be ok or spam.' }) },
  { error: 'The body must be a JSON object { "verdict": "ok" | "spam" }.' },
);
export type LeadVerdictChangeRequest = z.output<typeof leadVerdictChangeSchema>;

/** The answer: the lead's verdict now, and whether this request changed it (false: it had that verdict already). */
export interface LeadVerdictChangeResult {
  kind: string;
  id: string;
  verdict: LeadVerdict;
  changed: boolean;
}
