import { buildLeadSource, type LeadSource, type LeadUtm } from '@site/contracts';
import type { LeadBookkeeping } from './lead-columns.js';

/** A lead source as the values of its columns (for an INSERT), nulls where unknown. */
export function leadSourceColumnValues(source: LeadSource | undefined): Record<string, string | null> {
  return {
    source_page: source?.page ?? null,
    landing_page: source?.landingPage ?? null,
    referrer: source?.referrer ?? null,
    utm_source: source?.utm?.source ?? null,
    utm_medium: source?.utm?.medium ?? null,
    utm_campaign: source?.utm?.campaign ?? null,
    utm_term: source?.utm?.term ?? null,
    utm_content: source?.utm?.content ?? null,
  };
}

/** The lead source a stored row records; undefined when it records none. */
export function leadSourceOfRow(row: Pick<LeadBookkeeping, 'sourcePage' | 'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'>): LeadSource | undefined {
  const utm: LeadUtm = {};
  if (row.utmSource) utm.source = row.utmSource;
  if (row.utmMedium) utm.medium = row.utmMedium;
  if (row.utmCampaign) utm.campaign = row.utmCampaign;
  if (row.utmTerm) utm.term = row.utmTerm;
  if (row.utmContent) utm.content = row.utmContent;
  return buildLeadSource({ page: row.sourcePage, landingPage: row.landingPage, referrer: row.referrer, utm });
}
