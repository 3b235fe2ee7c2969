/** Same-origin API paths of the three lead kinds (POST; each answers 202 { id }). */
export const API_PATHS = {
  contactSubmissions: '/api/contact-submissions',
  demoRequests: '/api/demo-requests',
  evidencePackRequests: '/api/evidence-pack-requests',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The three lead kinds, named as in the queue and the database. */
export const LEAD_KINDS = ['contact-submission', 'demo-request', 'evidence-pack-request'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The API path that accepts each lead kind. */
export const LEAD_KIND_PATHS: Readonly<Record<LeadKind, ApiPath>> = {
  'contact-submission': API_PATHS.contactSubmissions,
  'demo-request': API_PATHS.demoRequests,
  'evidence-pack-request': API_PATHS.evidencePackRequests,
};
