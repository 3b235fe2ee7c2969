import {
  deploymentInterestLabel,
  type DeploymentInterest,
  type LeadView,
  type Role,
  RESPONSE_PROMISE_MS,
  roleLabel,
  UTM_PARAMETERS,
  type UtmKey,
} from '@site/contracts';
import type { EmailRow } from './email-layout.js';
import { oneLine } from './email-layout.js';

/** The time by which sales must have answered: receivedAt + 24 h. */
export function responseDeadline(receivedAt: string): Date {
  return new Date(Date.parse(receivedAt) + RESPONSE_PROMISE_MS);
}

/** Who the lead is, on one line: "Acme Corp (CISO)", or the address for an evidence pack request. */
export function leadHeadline(lead: LeadView): string {
  if (lead.kind === 'evidence-pack-request') return oneLine(lead.data.workEmail);
  return oneLine(`${lead.data.company} (${roleLabel(lead.data.role)})`);
}

const MISSING = 'Not specified';

/** Who is asking, as the contact form and the demo request both record it. */
function personFields(data: {
  fullName: string;
  workEmail: string;
  company: string;
  role: Role;
  deploymentInterest?: DeploymentInterest;
}): EmailRow[] {
  return [
    ['Full name', data.fullName],
    ['Work email', data.workEmail],
    ['Company', data.company],
    ['Role', roleLabel(data.role)],
    ['Deployment interest', data.deploymentInterest ? deploymentInterestLabel(data.deploymentInterest) : MISSING],
  ];
}

/** The labelled values of a lead, in display order; absent optional values read "Not specified". */
export function leadFields(lead: LeadView): EmailRow[] {
  switch (lead.kind) {
    case 'contact-submission':
      return [...personFields(lead.data), ['Inquiry type', lead.data.inquiryType ?? 'general'], ['Message', lead.data.message ?? MISSING]];
    case 'demo-request':
      return [...personFields(lead.data), ['Inquiry type', 'demo'], ['Preferred time', lead.data.preferredTime ?? MISSING]];
    case 'evidence-pack-request':
      return [
        ['Work email', lead.data.workEmail],
        ['Inquiry type', 'evidence pack'],
        ['Purpose', lead.data.purpose ?? MISSING],
      ];
  }
}

/** Where the lead came from (landing page, previous page, referrer, utm_*); one line saying so when unknown. */
export function sourceFields(lead: LeadView): EmailRow[] {
  const source = lead.data.source;
  const rows: EmailRow[] = [];
  if (source?.landingPage) rows.push(['Landing page', source.landingPage]);
  if (source?.page) rows.push(['Came from page', source.page]);
  if (source?.referrer) rows.push(['Referrer', source.referrer]);
  // Each utm_* value under its query parameter's name, in the order @site/contracts lists them.
  for (const [key, parameter] of Object.entries(UTM_PARAMETERS) as Array<[UtmKey, string]>) {
    const value = source?.utm?.[key];
    if (value) rows.push([parameter, value]);
  }
  return rows.length > 0 ? rows : [['Source', 'Not recorded (direct visit or no referrer)']];
}
