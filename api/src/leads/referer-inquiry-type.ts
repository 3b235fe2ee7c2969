import { inquiryTypeSchema } from '@site/contracts';
import { refererPage } from './referer-page.js';

/** The site's page that holds the contact form. */
const CONTACT_PAGE = '/contact';

/**
 * The inquiry type of a contact form posted without JavaScript, which cannot copy the page's `?type=` into the
 * form: the `type` of the site's /contact page it was posted from (Referer), when it is a well-formed slug (the
 * same rule as the form's own `inquiryType`).
 */
export function inquiryTypeFromReferer(referer: string | undefined, siteOrigins: readonly string[]): string | undefined {
  const page = refererPage(referer, siteOrigins);
  if (!page?.sameOrigin || page.url.pathname !== CONTACT_PAGE) return undefined;
  const parsed = inquiryTypeSchema.safeParse(page.url.searchParams.get('type') ?? '');
  return parsed.success ? parsed.data : undefined;
}
