import { buildLeadSource, type LeadSource, leadSourceSchema, pathWithQuery, utmFromSearch } from '@site/contracts';
import { refererPage } from './referer-page.js';

/**
 * The lead source of a POST that brought none (a form posted without JavaScript, which cannot read the visit's
 * record): the page it was posted from (Referer) with its utm_* parameters, taken as the landing page when it
 * is one of the site's own pages, or as the referrer when it is another site's. Read through the lead source's
 * intake schema like a source a body brings (its utm_* values are decoded text the sender chose).
 */
export function leadSourceFromReferer(referer: string | undefined, siteOrigins: readonly string[]): LeadSource | undefined {
  const page = refererPage(referer, siteOrigins);
  if (!page) return undefined;
  const { url, sameOrigin } = page;
  const source = sameOrigin
    ? buildLeadSource({ landingPage: pathWithQuery(url), utm: utmFromSearch(url.searchParams) })
    : buildLeadSource({ referrer: url.toString() });
  // Built within the schema's limits, so it passes; were it ever not to, the lead goes on without a source.
  const parsed = leadSourceSchema.safeParse(source);
  return parsed.success ? parsed.data : undefined;
}
