/**
 * Where a lead came from: the landing page of the visit and its `utm_*` parameters, the external referrer of
 * that landing, and the page of the site the visitor was on before the form's page. Recorded by the browser for
 * the visit (sessionStorage); for a form posted without JavaScript the API derives it from the Referer header.
 * Tracking data never costs a lead: clients clamp values to these limits before sending.
 *
 * This module has no zod (the shell records the visit and must not load it); lead-source.ts holds the schema.
 */
export const LEAD_SOURCE_LIMITS = {
  /** A path with its query string, or a URL. */
  url: 2048,
  /** One utm_* value. */
  utm: 256,
} as const;

/** The `utm_*` query parameters kept with a lead, by their key in `LeadSource.utm`. */
export const UTM_PARAMETERS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
} as const;

export type UtmKey = keyof typeof UTM_PARAMETERS;

/** Where a lead came from (validated by `leadSourceSchema`). */
export interface LeadUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

export interface LeadSource {
  /** The site page (path + query) the visitor was on before the form's page; absent when they landed on it. */
  page?: string;
  /** The first page of the visit (path + query). */
  landingPage?: string;
  /** The referrer of the landing page (another site), when the browser sent one. */
  referrer?: string;
  utm?: LeadUtm;
}

function clamp(value: string | null | undefined, max: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

/** The `utm_*` parameters of a query string, clamped; undefined when there are none. */
export function utmFromSearch(search: { get(name: string): string | null }): LeadUtm | undefined {
  const utm: LeadUtm = {};
  for (const [key, parameter] of Object.entries(UTM_PARAMETERS) as Array<[UtmKey, string]>) {
    const value = clamp(search.get(parameter), LEAD_SOURCE_LIMITS.utm);
    if (value !== undefined) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** A lead source from its parts, clamped to the limits, without empty values; undefined when nothing is known. */
export function buildLeadSource(parts: {
  page?: string | null;
  landingPage?: string | null;
  referrer?: string | null;
  utm?: LeadUtm;
}): LeadSource | undefined {
  const source: LeadSource = {};
  const page = clamp(parts.page, LEAD_SOURCE_LIMITS.url);
  const landingPage = clamp(parts.landingPage, LEAD_SOURCE_LIMITS.url);
  const referrer = clamp(parts.referrer, LEAD_SOURCE_LIMITS.url);
  if (page !== undefined) source.page = page;
  if (landingPage !== undefined) source.landingPage = landingPage;
  if (referrer !== undefined) source.referrer = referrer;
  if (parts.utm && Object.keys(parts.utm).length > 0) source.utm = parts.utm;
  return Object.keys(source).length > 0 ? source : undefined;
}

/** A URL's path and query string (what a lead source keeps of a page of the site). */
export function pathWithQuery(url: { pathname: string; search: string }): string {
  return `${url.pathname}${url.search}`;
}
