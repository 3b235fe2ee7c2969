import { DEPLOYMENT_INTEREST_VALUES, ROLE_VALUES } from './option-lists.js';
import { intakeOption } from './intake-text.js';
import { VALIDATION_MESSAGES } from './messages.js';

// The lists carry no zod: a form page renders them without loading the schemas.
export * from './option-lists.js';

const isBlank = (input: unknown): boolean => input === undefined || input === null || input === '';

/** A role value; a missing or empty value reads "Role is required.". */
export const roleSchema = intakeOption(ROLE_VALUES, {
  error: (issue) => (isBlank(issue.input) ? VALIDATION_MESSAGES.roleRequired : VALIDATION_MESSAGES.roleInvalid),
});

/** A deployment interest value (the field itself is optional; see the lead schemas). */
export const deploymentInterestSchema = intakeOption(DEPLOYMENT_INTEREST_VALUES, {
  error: VALIDATION_MESSAGES.deploymentInterestInvalid,
});
