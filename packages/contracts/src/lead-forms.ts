import { API_PATHS } from './api-paths.js';
import { CONTACT_FORM_DEFAULTS, DEMO_REQUEST_FORM_DEFAULTS, EVIDENCE_PACK_FORM_DEFAULTS } from './lead-form-defaults.js';
import { LEAD_FORM_SCHEMAS } from './lead-form-schemas.js';

// The lead forms' parts, each in a module of its own so a bundle can leave zod out of a form page's first load
// (LAZY_LEAD_FORMS); re-exported here, where they were first declared.
export { DEMO_REQUEST_FORM_DEFAULTS, EVIDENCE_PACK_FORM_DEFAULTS } from './lead-form-defaults.js';
export { leadFormPayload } from './lead-form-payload.js';
export * from './lead-form-schemas.js';

/** Every lead form of the site: its form schema, its empty values, where it posts, and the API's schema of what it posts. */
export const LEAD_FORMS = {
  contact: { ...LEAD_FORM_SCHEMAS.contact, defaults: CONTACT_FORM_DEFAULTS, path: API_PATHS.contactSubmissions },
  demoRequest: { ...LEAD_FORM_SCHEMAS.demoRequest, defaults: DEMO_REQUEST_FORM_DEFAULTS, path: API_PATHS.demoRequests },
  evidencePack: { ...LEAD_FORM_SCHEMAS.evidencePack, defaults: EVIDENCE_PACK_FORM_DEFAULTS, path: API_PATHS.evidencePackRequests },
} as const;
