import { API_ROUTES, apiPath } from '@site/contracts';

/** The path of the withdrawal pages (served by the api, same origin as the site). */
export const WITHDRAWAL_PATH = apiPath(API_ROUTES.consentWithdrawals);

/** A message's withdrawal link: the page for the token (GET shows a confirmation; POST withdraws, RFC 8058 one-click). */
export function withdrawalUrl(siteUrl: string, token: string): string {
  return new URL(`${WITHDRAWAL_PATH}/${encodeURIComponent(token)}`, siteUrl).toString();
}
