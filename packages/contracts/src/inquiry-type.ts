import { stripBidiControls } from './bidi-controls.js';
import { FIELD_LIMITS } from './limits.js';

/** An inquiry type (the `type` query parameter of /contact, e.g. `proposal`, `cpp-project`): a lowercase slug. */
export const INQUIRY_TYPE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The inquiry type a `?type=` value holds, read as the lead schemas read it (bidirectional controls removed, trimmed,
 * a slug of at most FIELD_LIMITS.inquiryType characters); undefined when it is empty or not a slug. Without zod: the
 * contact page reads it while it loads, before the form's schemas are loaded.
 */
export function readInquiryType(raw: string): string | undefined {
  const value = stripBidiControls(raw).trim();
  return value.length <= FIELD_LIMITS.inquiryType && INQUIRY_TYPE_PATTERN.test(value) ? value : undefined;
}
