import { z } from './zod-config.js';
import { HONEYPOT_FIELD, honeypotSchema } from './honeypot.js';
import { verdictEvidenceShape } from './proof-of-work.js';
import { workEmailSchema } from './email.js';
import { companySchema, fullNameSchema, optionalDeploymentInterestSchema, optionalText } from './fields.js';
import { FIELD_LIMITS } from './limits.js';
import { optionalLeadSourceSchema } from './lead-source.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { roleSchema } from './options.js';

/** Body of POST /api/demo-requests; unknown keys are rejected. */
export const demoRequestSchema = z.strictObject({
  /** Hidden honeypot (see honeypot.ts). */
  [HONEYPOT_FIELD]: honeypotSchema,
  /** The proof of work and the fill time (see proof-of-work.ts): read for the verdict, never stored. */
  ...verdictEvidenceShape,
  workEmail: workEmailSchema,
  fullName: fullNameSchema,
  company: companySchema,
  role: roleSchema,
  deploymentInterest: optionalDeploymentInterestSchema,
  preferredTime: optionalText(FIELD_LIMITS.preferredTime, VALIDATION_MESSAGES.preferredTimeTooLong, VALIDATION_MESSAGES.preferredTimeNotText),
  /** Where the visitor came from; optional, see lead-source.ts. */
  source: optionalLeadSourceSchema,
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
