import { z } from 'zod';
import { intakeString } from './intake-text.js';

/**
 * The form field that carries the ALTCHA proof of work (the widget's solution, base64 JSON). The browser's widget
 * fills it; a form posted without JavaScript and API clients send none, and their leads are `unverified`.
 */
export const PROOF_OF_WORK_FIELD = 'altcha';

/** The form field with how long the visitor took from the first keystroke to sending, in ms (JavaScript forms only). */
export const FORM_FILL_TIME_FIELD = 'formFillMs';

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

/** What the verdict is decided from, besides the lead's own fields. */
export interface VerdictEvidence {
  [PROOF_OF_WORK_FIELD]?: string | undefined;
  [FORM_FILL_TIME_FIELD]?: number | undefined;
}

/** The lead's fields without the verdict evidence (what is queued and stored). */
export function withoutVerdictEvidence<T extends VerdictEvidence>(data: T): Omit<T, keyof VerdictEvidence> {
  const { [PROOF_OF_WORK_FIELD]: _proof, [FORM_FILL_TIME_FIELD]: _fillTime, ...fields } = data;
  return fields;
}
