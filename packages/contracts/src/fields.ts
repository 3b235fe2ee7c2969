import { z } from './zod-config.js';
import { INQUIRY_TYPE_PATTERN } from './inquiry-type.js';
import { emptyIntakeString, intakeString } from './intake-text.js';
import { FIELD_LIMITS } from './limits.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { deploymentInterestSchema } from './options.js';

/** A required text field: without bidirectional controls, trimmed, not empty, bounded. */
export function requiredText(maxLength: number, requiredMessage: string, tooLongMessage: string) {
  return intakeString({ error: requiredMessage }).trim().min(1, { error: requiredMessage }).max(maxLength, { error: tooLongMessage });
}

/**
 * An optional field that forms send as '' when left empty and JSON clients may send as null:
 * '' (once bidirectional controls are removed) / null / a missing key all become undefined.
 */
function emptyToUndefined<T extends z.ZodType>(schema: T, invalidMessage: string) {
  return z
    .union([z.null(), emptyIntakeString, schema], { error: invalidMessage })
    .transform((value) => (value === null || value === '' ? undefined : value) as z.output<T> | undefined)
    .optional();
}

/** An optional free-text field: without bidirectional controls, trimmed and bounded; empty means absent. */
export function optionalText(maxLength: number, tooLongMessage: string, notTextMessage: string) {
  return z
    .union([z.null(), intakeString().trim().max(maxLength, { error: tooLongMessage })], { error: notTextMessage })
    .transform((value) => (value === null || value === '' ? undefined : value))
    .optional();
}

export const fullNameSchema = requiredText(FIELD_LIMITS.fullName, VALIDATION_MESSAGES.fullNameRequired, VALIDATION_MESSAGES.fullNameTooLong);

export const companySchema = requiredText(FIELD_LIMITS.company, VALIDATION_MESSAGES.companyRequired, VALIDATION_MESSAGES.companyTooLong);

/** Optional deployment interest; the form's "nothing selected" ('') means absent. */
export const optionalDeploymentInterestSchema = emptyToUndefined(deploymentInterestSchema, VALIDATION_MESSAGES.deploymentInterestInvalid);

/** The `type` query parameter of /contact (e.g. `proposal`, `cpp-project`): a short lowercase slug (see inquiry-type.ts). */
export const inquiryTypeSchema = intakeString({ error: VALIDATION_MESSAGES.inquiryTypeInvalid })
  .trim()
  .max(FIELD_LIMITS.inquiryType, { error: VALIDATION_MESSAGES.inquiryTypeInvalid, abort: true })
  .regex(INQUIRY_TYPE_PATTERN, { error: VALIDATION_MESSAGES.inquiryTypeInvalid });

export const optionalInquiryTypeSchema = emptyToUndefined(inquiryTypeSchema, VALIDATION_MESSAGES.inquiryTypeInvalid);
