/** The prefix the API serves every route under (its global prefix): `/api/…` on the site's origin. */
export const API_PREFIX = 'api';

/** The API's routes as its controllers declare them: without the prefix, which the API adds to each. */
export const API_ROUTES = {
  contactSubmissions: 'contact-submissions',
  demoRequests: 'demo-requests',
  evidencePackRequests: 'evidence-pack-requests',
  clientEvents: 'client-events',
  leads: 'leads',
  leadsCsv: 'leads.csv',
  leadClaims: 'lead-claims',
  people: 'people',
  consentWithdrawals: 'consent-withdrawals',
  /** GET: a fresh ALTCHA proof-of-work challenge for a lead form (see proof-of-work.ts). */
  proofOfWorkChallenge: 'proof-of-work-challenge',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/** A route's same-origin path, as pages, emails and tests reach it: `/api/<route>`. */
export function apiPath<R extends ApiRoute>(route: R): `/${typeof API_PREFIX}/${R}` {
  return `/${API_PREFIX}/${route}`;
}

/** Same-origin API paths of the three lead kinds (POST; each answers 202 { id }). */
export const API_PATHS = {
  contactSubmissions: apiPath(API_ROUTES.contactSubmissions),
  demoRequests: apiPath(API_ROUTES.demoRequests),
  evidencePackRequests: apiPath(API_ROUTES.evidencePackRequests),
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
