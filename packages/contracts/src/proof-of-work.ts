import { intakeString } from './intake-text.js';
import { FORM_FILL_TIME_FIELD, PROOF_OF_WORK_FIELD } from './verdict-evidence.js';
import { z } from './zod-config.js';

// The field names carry no zod: the browser's proof of work takes them without loading the schemas.
export { FORM_FILL_TIME_FIELD, PROOF_OF_WORK_FIELD, type VerdictEvidence, withoutVerdictEvidence } from './verdict-evidence.js';

/** The solution is a few hundred bytes of base64; anything much longer is not one. */
const PROOF_OF_WORK_MAX_LENGTH = 4_000;

export const proofOfWorkSchema = z
  .union([z.null(), intakeString().max(PROOF_OF_WORK_MAX_LENGTH)])
  .transform((value) => (value === null || value === '' ? undefined : value))
  .optional();

/** A whole number of ms (only the JavaScript form, which posts JSON, sends it). */
export const formFillTimeSchema = z
  .union([z.null(), z.number().int().min(0).max(86_400_000)], { error: 'formFillMs is not a number of milliseconds' })
  .transform((value) => value ?? undefined)
  .optional();

/** The fields every lead form adds to its lead for the verdict; never stored, never queued. */
export const verdictEvidenceShape = {
  [PROOF_OF_WORK_FIELD]: proofOfWorkSchema,
  [FORM_FILL_TIME_FIELD]: formFillTimeSchema,
};
