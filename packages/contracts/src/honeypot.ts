import { intakeString } from './intake-text.js';
import { z } from './zod-config.js';

// The field's name and check carry no zod: a form page takes them without loading the schemas.
export { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot-field.js';

/** The honeypot's value (see honeypot-field.ts): any short text, or nothing. */
export const honeypotSchema = z
  .union([z.null(), intakeString().max(500)])
  .transform((value) => value ?? undefined)
  .optional();
