import { z } from './zod-config.js';
import { HONEYPOT_FIELD, honeypotSchema } from './honeypot.js';
import { verdictEvidenceShape } from './proof-of-work.js';
import { workEmailSchema } from './email.js';
import { companySchema, fullNameSchema, optionalDeploymentInterestSchema, optionalInquiryTypeSchema, optionalText } from './fields.js';
import { FIELD_LIMITS } from './limits.js';
import { optionalLeadSourceSchema } from './lead-source.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { roleSchema } from './options.js';

const contactSubmissionShape = {
  workEmail: workEmailSchema,
  fullName: fullNameSchema,
  company: companySchema,
  role: roleSchema,
  deploymentInterest: optionalDeploymentInterestSchema,
  message: optionalText(FIELD_LIMITS.message, VALIDATION_MESSAGES.messageTooLong, VALIDATION_MESSAGES.messageNotText),
  /** Where the visitor came from (`/contact?type=proposal`); optional. */
  inquiryType: optionalInquiryTypeSchema,
  /** Where the visitor came from (landing page, referrer, utm_*); optional, see lead-source.ts. */
  source: optionalLeadSourceSchema,
  /** Hidden honeypot (see honeypot.ts). */
  [HONEYPOT_FIELD]: honeypotSchema,
  /** The proof of work and the fill time (see proof-of-work.ts): read for the verdict, never stored. */
  ...verdictEvidenceShape,
};

/**
 * Body of POST /api/contact-submissions. Unknown keys are rejected, so
 * `privacyAccepted` (form only) is refused by the server.
 */
export const contactSubmissionSchema = z.strictObject(contactSubmissionShape);

/** What a client sends. */
export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
/** What the server holds after validation (trimmed; empty optionals removed). */
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** The privacy checkbox: must be ticked. */
export const privacyAcceptedSchema = z
  .boolean({ error: VALIDATION_MESSAGES.privacyRequired })
  .refine((accepted) => accepted, { error: VALIDATION_MESSAGES.privacyRequired });

/** The form's role select holds '' until a role is picked: its input is any string ('' reads "Role is required."). */
export const formRoleSchema = z.string({ error: VALIDATION_MESSAGES.roleRequired }).pipe(roleSchema);

/** The contact FORM: the submission fields plus the privacy checkbox, which is never sent. */
export const contactFormSchema = z.object({
  ...contactSubmissionShape,
  role: formRoleSchema,
  privacyAccepted: privacyAcceptedSchema,
});

/** Values held by the form (e.g. react-hook-form's field values). */
export type ContactFormValues = z.input<typeof contactFormSchema>;
/** The form's values after validation. */
export type ContactFormData = z.output<typeof contactFormSchema>;

// The forms' empty values carry no zod: a form page takes them without loading the schemas.
export { CONTACT_FORM_DEFAULTS, PERSON_FORM_DEFAULTS } from './lead-form-defaults.js';
