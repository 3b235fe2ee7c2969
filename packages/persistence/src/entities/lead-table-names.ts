import type { LeadKind } from '@site/contracts';

/** The table of each lead kind (the `leads` view unites them for reading). */
export const LEAD_TABLE_NAMES: Readonly<Record<LeadKind, string>> = {
  'contact-submission': 'contact_submissions',
  'demo-request': 'demo_requests',
  'evidence-pack-request': 'evidence_pack_requests',
};
