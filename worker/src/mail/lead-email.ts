import { leadKindNoun } from '@site/contracts';
import type { ConsentRecord, LeadVerdictRecord, LeadView } from '@site/contracts';
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

/** What an unverified lead's email says first: why, and what is on hold until staff mark it OK. */
function unverifiedNotice(verdict: LeadVerdictRecord): string {
  return (
    `Unverified: nothing proves a person sent this lead (${verdict.signals.join(', ')}). It was not acknowledged ` +
    'and not pushed to the CRM; mark it "Not spam" in the staff inbox once you know it is real, and both go out.'
  );
}

/**
 * Composes the email to sales about one lead: plain text and HTML (every value escaped), the claim link, the
 * lead's source and consent record, Reply-To the lead's work email (sales answer the lead directly), To only the
 * sales inbox. An `unverified` lead says so in its subject and first line.
 */
export function composeLeadEmail(
  lead: LeadView,
  consent: ConsentRecord,
  addresses: LeadEmailAddresses,
  claimLink: string,
  verdict: LeadVerdictRecord = { verdict: 'ok', signals: [] },
): LeadEmail {
  const deadline = responseDeadline(lead.receivedAt).toISOString();
  const unverified = verdict.verdict === 'unverified';
  const title = `${unverified ? 'Unverified' : 'New'} ${leadKindNoun(lead.kind)}`;
  const answer = `Please answer by ${deadline} (24 hours after it arrived). Claim it first so the team knows it is yours.`;
  const { text, html } = renderEmail({
    title,
    intro: unverified ? [unverifiedNotice(verdict), answer] : [answer],
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
    headers: { 'X-Lead-Id': lead.id, 'X-Lead-Kind': lead.kind, 'X-Lead-Verdict': verdict.verdict },
  };
}
