import { buildLeadSource, type LeadSource, pathWithQuery, utmFromSearch } from '@site/contracts';

/**
 * The lead source of a POST that brought none (a form posted without JavaScript, which cannot read the visit's
 * record): the page it was posted from (Referer) with its utm_* parameters, taken as the landing page when it
 * is one of the site's own pages, or as the referrer when it is another site's.
 */
export function leadSourceFromReferer(referer: string | undefined, siteOrigins: readonly string[]): LeadSource | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!siteOrigins.includes(url.origin)) return buildLeadSource({ referrer: url.toString() });
  return buildLeadSource({ landingPage: pathWithQuery(url), utm: utmFromSearch(url.searchParams) });
}
