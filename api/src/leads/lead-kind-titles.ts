import type { LeadKind } from '@site/contracts';

/** How a kind of lead is named on the pages sales read (claim pages, staff pages). */
export const LEAD_KIND_TITLES: Readonly<Record<LeadKind, string>> = {
  'contact-submission': 'Contact submission',
  'demo-request': 'Demo request',
  'evidence-pack-request': 'Evidence pack request',
};
