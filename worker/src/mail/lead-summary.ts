import {
  deploymentInterestLabel,
  type DeploymentInterest,
  type LeadJobData,
  type LeadKind,
  RESPONSE_PROMISE_MS,
  roleLabel,
} from '@site/contracts';
import type { EmailRow } from './email-layout.js';
import { oneLine } from './email-layout.js';

export const KIND_TITLES: Record<LeadKind, string> = {
  'contact-submission': 'contact submission',
  'demo-request': 'demo request',
  'evidence-pack-request': 'evidence pack request',
};

/** The time by which sales must have answered: receivedAt + 24 h. */
export function responseDeadline(receivedAt: string): Date {
  return new Date(Date.parse(receivedAt) + RESPONSE_PROMISE_MS);
}

/** Who the lead is, on one line: "Acme Corp (CISO)", or the address for an evidence pack request. */
export function leadHeadline(lead: LeadJobData): string {
  if (lead.kind === 'evidence-pack-request') return oneLine(lead.data.workEmail);
  return oneLine(`${lead.data.company} (${roleLabel(lead.data.role)})`);
}

/** The labelled values of a lead, in display order; absent optional values read "Not specified". */
export function leadFields(lead: LeadJobData): EmailRow[] {
  const missing = 'Not specified';
  const interest = (value: DeploymentInterest | undefined) => (value ? deploymentInterestLabel(value) : missing);
  switch (lead.kind) {
    case 'contact-submission':
      return [
        ['Full name', lead.data.fullName],
        ['Work email', lead.data.workEmail],
        ['Company', lead.data.company],
        ['Role', roleLabel(lead.data.role)],
        ['Deployment interest', interest(lead.data.deploymentInterest)],
        ['Inquiry type', lead.data.inquiryType ?? 'general'],
        ['Message', lead.data.message ?? missing],
      ];
    case 'demo-request':
      return [
        ['Full name', lead.data.fullName],
        ['Work email', lead.data.workEmail],
        ['Company', lead.data.company],
        ['Role', roleLabel(lead.data.role)],
        ['Deployment interest', interest(lead.data.deploymentInterest)],
        ['Inquiry type', 'demo'],
        ['Preferred time', lead.data.preferredTime ?? missing],
      ];
    case 'evidence-pack-request':
      return [
        ['Work email', lead.data.workEmail],
        ['Inquiry type', 'evidence pack'],
        ['Purpose', lead.data.purpose ?? missing],
      ];
  }
}

/** Where the lead came from (landing page, previous page, referrer, utm_*); one line saying so when unknown. */
export function sourceFields(lead: LeadJobData): EmailRow[] {
  const source = lead.data.source;
  const rows: EmailRow[] = [];
  if (source?.landingPage) rows.push(['Landing page', source.landingPage]);
  if (source?.page) rows.push(['Came from page', source.page]);
  if (source?.referrer) rows.push(['Referrer', source.referrer]);
  const utm = source?.utm;
  if (utm?.source) rows.push(['utm_source', utm.source]);
  if (utm?.medium) rows.push(['utm_medium', utm.medium]);
  if (utm?.campaign) rows.push(['utm_campaign', utm.campaign]);
  if (utm?.term) rows.push(['utm_term', utm.term]);
  if (utm?.content) rows.push(['utm_content', utm.content]);
  return rows.length > 0 ? rows : [['Source', 'Not recorded (direct visit or no referrer)']];
}
