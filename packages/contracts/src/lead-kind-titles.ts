import type { LeadKind } from './api-paths.js';

/** How a kind of lead is named wherever sales read about it: staff and claim pages, emails, webhooks, the digest. */
export const LEAD_KIND_TITLES: Readonly<Record<LeadKind, string>> = {
  'contact-submission': 'Contact submission',
  'demo-request': 'Demo request',
  'evidence-pack-request': 'Evidence pack request',
};

/** The title inside a sentence ("New demo request", "This contact submission arrived …"). */
export function leadKindNoun(kind: LeadKind): string {
  return LEAD_KIND_TITLES[kind].toLowerCase();
}
