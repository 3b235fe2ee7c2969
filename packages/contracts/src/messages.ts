import { FIELD_LIMITS } from './limits.js';

/** Validation messages. The first three are the site's fixed wording: do not rephrase them. */
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid email address.',
  businessEmail: 'Please use a business email address.',
  privacyRequired: 'You must accept the privacy policy to continue.',
  fullNameRequired: 'Full name is required.',
  companyRequired: 'Company is required.',
  roleRequired: 'Role is required.',
  roleInvalid: 'Please select a valid role.',
  deploymentInterestInvalid: 'Please select a valid deployment option.',
  inquiryTypeInvalid: 'Inquiry type must be a short lowercase slug such as "proposal".',
  workEmailTooLong: `Email must be at most ${FIELD_LIMITS.workEmail} characters.`,
  fullNameTooLong: `Full name must be at most ${FIELD_LIMITS.fullName} characters.`,
  companyTooLong: `Company must be at most ${FIELD_LIMITS.company} characters.`,
  messageTooLong: `Message must be at most ${FIELD_LIMITS.message} characters.`,
  preferredTimeTooLong: `Preferred time must be at most ${FIELD_LIMITS.preferredTime} characters.`,
  purposeTooLong: `Purpose must be at most ${FIELD_LIMITS.purpose} characters.`,
  messageNotText: 'Message must be text.',
  preferredTimeNotText: 'Preferred time must be text.',
  purposeNotText: 'Purpose must be text.',
} as const;
