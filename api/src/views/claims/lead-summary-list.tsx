import { LEAD_KIND_TITLES, RESPONSE_PROMISE_MS } from '@site/contracts';
import type { LeadSummary } from '@site/persistence';
import { Facts } from '../facts.js';

/** Who the lead is and by when it must be answered. */
export function LeadSummaryList({ lead }: { lead: LeadSummary }) {
  const rows: Array<[string, string]> = [['Lead', LEAD_KIND_TITLES[lead.kind]]];
  if (lead.company) rows.push(['Company', lead.company]);
  if (lead.fullName) rows.push(['Name', lead.fullName]);
  rows.push(
    ['Email', lead.workEmail],
    ['Inquiry', lead.inquiryType],
    ['Received', lead.receivedAt.toISOString()],
    ['Answer by', new Date(lead.receivedAt.getTime() + RESPONSE_PROMISE_MS).toISOString()],
  );
  return <Facts rows={rows} className="mb-6 rounded-lg border border-border bg-card p-4" />;
}
