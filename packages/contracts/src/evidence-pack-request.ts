import { z } from './zod-config.js';
import { HONEYPOT_FIELD, honeypotSchema } from './honeypot.js';
import { verdictEvidenceShape } from './proof-of-work.js';
import { workEmailSchema } from './email.js';
import { optionalText } from './fields.js';
import { FIELD_LIMITS } from './limits.js';
import { optionalLeadSourceSchema } from './lead-source.js';
import { VALIDATION_MESSAGES } from './messages.js';

/** Body of POST /api/evidence-pack-requests; unknown keys are rejected. */
export const evidencePackRequestSchema = z.strictObject({
  /** Hidden honeypot (see honeypot.ts). */
  [HONEYPOT_FIELD]: honeypotSchema,
  /** The proof of work and the fill time (see proof-of-work.ts): read for the verdict, never stored. */
  ...verdictEvidenceShape,
  workEmail: workEmailSchema,
  purpose: optionalText(FIELD_LIMITS.purpose, VALIDATION_MESSAGES.purposeTooLong, VALIDATION_MESSAGES.purposeNotText),
  /** Where the visitor came from; optional, see lead-source.ts. */
  source: optionalLeadSourceSchema,
});

export type EvidencePackRequestInput = z.input<typeof evidencePackRequestSchema>;
export type EvidencePackRequest = z.output<typeof evidencePackRequestSchema>;
