import { inquiryTypeSchema } from '@site/contracts';

/** The site's page that holds the contact form. */
const CONTACT_PAGE = '/contact';

/**
 * The inquiry type of a contact form posted without JavaScript, which cannot copy the page's `?type=` into the
 * form: the `type` of the site's /contact page it was posted from (Referer), when it is a well-formed slug (the
 * same rule as the form's own `inquiryType`).
 */
export function inquiryTypeFromReferer(referer: string | undefined, siteOrigins: readonly string[]): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!siteOrigins.includes(url.origin) || url.pathname !== CONTACT_PAGE) return undefined;
  const parsed = inquiryTypeSchema.safeParse(url.searchParams.get('type') ?? '');
  return parsed.success ? parsed.data : undefined;
}
