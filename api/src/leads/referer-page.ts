/** The page a request was posted from (its Referer header), read as an address. */
export interface RefererPage {
  readonly url: URL;
  /** Whether the page is one of the site's own (its origin is one of the site's origins). */
  readonly sameOrigin: boolean;
}

/** The Referer read as an address and checked against the site's origins; nothing when it is absent or no URL. */
export function refererPage(referer: string | undefined, siteOrigins: readonly string[]): RefererPage | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  return { url, sameOrigin: siteOrigins.includes(url.origin) };
}
