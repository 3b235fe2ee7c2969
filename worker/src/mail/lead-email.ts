import { leadKindNoun } from '@site/contracts';
import type { ConsentRecord, LeadView } from '@site/contracts';
import { oneLine, renderEmail } from './email-layout.js';
import { leadFields, leadHeadline, responseDeadline, sourceFields } from './lead-summary.js';

export { responseDeadline } from './lead-summary.js';

/** The Message-ID of a lead's email: the same for every attempt, so a repeated send is recognisably one message. */
export function leadMessageId(leadId: string): string {
  return `<lead-${leadId}@leads.surface-harvester>`;
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

/** The label of every claim link in the emails. */
export const CLAIM_ACTION_LABEL = "I'll take this lead";

/**
 * Composes the email to sales about one lead: plain text and HTML (every value escaped), the claim link, the
 * lead's source and consent record, Reply-To the lead's work email (sales answer the lead directly), To only the
 * sales inbox.
 */
export function composeLeadEmail(lead: LeadView, consent: ConsentRecord, addresses: LeadEmailAddresses, claimLink: string): LeadEmail {
  const deadline = responseDeadline(lead.receivedAt).toISOString();
  const title = `New ${leadKindNoun(lead.kind)}`;
  const { text, html } = renderEmail({
    title,
    intro: [`Please answer by ${deadline} (24 hours after it arrived). Claim it first so the team knows it is yours.`],
    action: { label: CLAIM_ACTION_LABEL, url: claimLink },
    sections: [
      { rows: leadFields(lead) },
      { heading: 'Lead source', rows: sourceFields(lead) },
      {
        heading: 'Record',
        rows: [
          ['Respond by', `${deadline} (24 hours after it arrived)`],
          ['Received', new Date(lead.receivedAt).toISOString()],
          ['Lead id', lead.id],
          ['Privacy consent', `accepted ${consent.acceptedAt} (policy ${consent.policyVersion})`],
        ],
      },
    ],
    closing: ['Reply to this email to answer the lead directly.'],
  });

  return {
    messageId: leadMessageId(lead.id),
    from: addresses.mailFrom,
    to: addresses.salesEmail,
    replyTo: { name: lead.kind === 'evidence-pack-request' ? '' : oneLine(lead.data.fullName), address: lead.data.workEmail },
    subject: `${title}: ${leadHeadline(lead)}`,
    text,
    html,
    headers: { 'X-Lead-Id': lead.id, 'X-Lead-Kind': lead.kind },
  };
}
