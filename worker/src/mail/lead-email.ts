import {
  deploymentInterestLabel,
  type DeploymentInterest,
  type LeadJobData,
  type LeadKind,
  roleLabel,
} from '@site/contracts';
import escapeHtml from 'escape-html';

/** Sales promise an answer within 24 hours of the lead's arrival. */
export const RESPONSE_PROMISE_MS = 24 * 60 * 60 * 1000;

const KIND_TITLES: Record<LeadKind, string> = {
  'contact-submission': 'contact submission',
  'demo-request': 'demo request',
  'evidence-pack-request': 'evidence pack request',
};

/** The Message-ID of a lead's email: the same for every attempt, so a repeated send is recognisably one message. */
export function leadMessageId(leadId: string): string {
  return `<lead-${leadId}@leads.surface-harvester>`;
}

/** The time by which sales must have answered: receivedAt + 24 h. */
export function responseDeadline(receivedAt: string): Date {
  return new Date(Date.parse(receivedAt) + RESPONSE_PROMISE_MS);
}

/** The email to sales, ready for nodemailer's `sendMail`. */
export interface LeadEmail {
  messageId: string;
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface LeadEmailAddresses {
  /** The only recipient: the sales inbox. */
  salesEmail: string;
  mailFrom: string;
}

/** Subject lines are one line: control characters (newlines included) become spaces. */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The labelled values of a lead, in display order; absent optional values read "Not specified". */
function fields(lead: LeadJobData): Array<[label: string, value: string]> {
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

function subjectOf(lead: LeadJobData): string {
  const title = `New ${KIND_TITLES[lead.kind]}`;
  if (lead.kind === 'evidence-pack-request') return oneLine(`${title}: ${lead.data.workEmail}`);
  return oneLine(`${title}: ${lead.data.company} (${roleLabel(lead.data.role)})`);
}

/**
 * Composes the email to sales about one lead: plain text and HTML (every value escaped), Reply-To the lead's
 * work email (sales answer the lead directly), To only the sales inbox.
 */
export function composeLeadEmail(lead: LeadJobData, addresses: LeadEmailAddresses): LeadEmail {
  const deadline = responseDeadline(lead.receivedAt).toISOString();
  const received = new Date(lead.receivedAt).toISOString();
  const leadFields = fields(lead);
  const facts: Array<[string, string]> = [
    ['Respond by', `${deadline} (24 hours after it arrived)`],
    ['Received', received],
    ['Lead id', lead.id],
    ['Privacy consent', `accepted ${lead.consent.acceptedAt} (policy ${lead.consent.policyVersion})`],
  ];
  const title = `New ${KIND_TITLES[lead.kind]}`;

  const text = [
    `${title}. Please answer by ${deadline}.`,
    '',
    ...leadFields.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Reply to this email to answer the lead directly.',
    '',
  ].join('\n');

  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    `<p>Please answer by <strong>${escapeHtml(deadline)}</strong> (24 hours after it arrived).</p>`,
    `<table>${leadFields.map(row).join('')}</table>`,
    `<table style="margin-top:16px;color:#555">${facts.map(row).join('')}</table>`,
    '<p>Reply to this email to answer the lead directly.</p>',
    '</body></html>',
  ].join('\n');

  return {
    messageId: leadMessageId(lead.id),
    from: addresses.mailFrom,
    to: addresses.salesEmail,
    replyTo: { name: lead.kind === 'evidence-pack-request' ? '' : oneLine(lead.data.fullName), address: lead.data.workEmail },
    subject: subjectOf(lead),
    text,
    html,
    headers: { 'X-Lead-Id': lead.id, 'X-Lead-Kind': lead.kind },
  };
}
