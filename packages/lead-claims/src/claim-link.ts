import { API_ROUTES, apiPath } from '@site/contracts';

/** The path of the claim page (served by the api, same origin as the site). */
export const CLAIM_PATH = apiPath(API_ROUTES.leadClaims);

/**
 * The "I'll take this lead" link of an email: the claim page for the token, with the claimer's address filled
 * in when the email goes to one person (`claimer`); otherwise the page asks for it.
 */
export function claimUrl(siteUrl: string, token: string, claimer?: string): string {
  const url = new URL(`${CLAIM_PATH}/${encodeURIComponent(token)}`, siteUrl);
  if (claimer) url.searchParams.set('claimer', claimer);
  return url.toString();
}
