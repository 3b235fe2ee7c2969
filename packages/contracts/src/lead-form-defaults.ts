import type { ContactFormValues } from './contact-submission.js';
import type { DemoRequestFormValues, EvidencePackFormValues } from './lead-form-schemas.js';

// The empty values of every lead form (react-hook-form's `defaultValues`). Plain data: a form page renders with them
// before the forms' zod schemas are loaded (see lazy-lead-forms.ts).

/** Empty person fields, shared by the contact and the demo request forms' `defaultValues`. */
export const PERSON_FORM_DEFAULTS = {
  workEmail: '',
  fullName: '',
  company: '',
  role: '',
  deploymentInterest: '',
} as const;

/** Empty values of the contact form. */
export const CONTACT_FORM_DEFAULTS = {
  ...PERSON_FORM_DEFAULTS,
  message: '',
  privacyAccepted: false,
} as const satisfies ContactFormValues;

export const DEMO_REQUEST_FORM_DEFAULTS = {
  ...PERSON_FORM_DEFAULTS,
  preferredTime: '',
  privacyAccepted: false,
} as const satisfies DemoRequestFormValues;

export const EVIDENCE_PACK_FORM_DEFAULTS = {
  workEmail: '',
  purpose: '',
  privacyAccepted: false,
} as const satisfies EvidencePackFormValues;
