import { API_PATHS } from './api-paths.js';
import { CONTACT_FORM_DEFAULTS, DEMO_REQUEST_FORM_DEFAULTS, EVIDENCE_PACK_FORM_DEFAULTS } from './lead-form-defaults.js';

/** The zod schemas of the lead forms, as a separate chunk of a bundle (zod with them). */
const loadLeadFormSchemas = () => import('./lead-form-schemas.js').then((module) => module.LEAD_FORM_SCHEMAS);

/**
 * Every lead form of the site without zod: its empty values, where it posts, and `loadSchemas()`, which loads its
 * form and API schemas on demand (once the visitor reaches for the form, or at the latest when it first validates),
 * so a page with a form does not load and run zod while it loads. LEAD_FORMS has the same with the schemas.
 */
export const LAZY_LEAD_FORMS = {
  contact: {
    defaults: CONTACT_FORM_DEFAULTS,
    path: API_PATHS.contactSubmissions,
    loadSchemas: () => loadLeadFormSchemas().then((schemas) => schemas.contact),
  },
  demoRequest: {
    defaults: DEMO_REQUEST_FORM_DEFAULTS,
    path: API_PATHS.demoRequests,
    loadSchemas: () => loadLeadFormSchemas().then((schemas) => schemas.demoRequest),
  },
  evidencePack: {
    defaults: EVIDENCE_PACK_FORM_DEFAULTS,
    path: API_PATHS.evidencePackRequests,
    loadSchemas: () => loadLeadFormSchemas().then((schemas) => schemas.evidencePack),
  },
} as const;
