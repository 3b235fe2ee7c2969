import { buildLeadSource, type LeadSource, type LeadUtm } from '@site/contracts';
import type { LeadBookkeeping } from './lead-columns.js';

type LeadSourceFields = Pick<
  LeadBookkeeping,
  'sourcePage' | 'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'
>;

/** A lead source as the values of its entity properties (for an insert), nulls where unknown. */
export function leadSourceValues(source: LeadSource | undefined): LeadSourceFields {
  return {
    sourcePage: source?.page ?? null,
    landingPage: source?.landingPage ?? null,
    referrer: source?.referrer ?? null,
    utmSource: source?.utm?.source ?? null,
    utmMedium: source?.utm?.medium ?? null,
    utmCampaign: source?.utm?.campaign ?? null,
    utmTerm: source?.utm?.term ?? null,
    utmContent: source?.utm?.content ?? null,
  };
}

/** The lead source a stored row records; undefined when it records none. */
export function leadSourceOfRow(row: LeadSourceFields): LeadSource | undefined {
  const utm: LeadUtm = {};
  if (row.utmSource) utm.source = row.utmSource;
  if (row.utmMedium) utm.medium = row.utmMedium;
  if (row.utmCampaign) utm.campaign = row.utmCampaign;
  if (row.utmTerm) utm.term = row.utmTerm;
  if (row.utmContent) utm.content = row.utmContent;
  return buildLeadSource({ page: row.sourcePage, landingPage: row.landingPage, referrer: row.referrer, utm });
}
