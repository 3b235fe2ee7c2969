import { leadKindNoun } from '@site/contracts';
import type { FollowUpStep, LeadView } from '@site/contracts';
import { renderEmail } from '../mail/email-layout.js';
import { formatDuration } from '../mail/format-duration.js';
import { CLAIM_ACTION_LABEL, leadMessageId } from '../mail/lead-email.js';
import { leadFields, leadHeadline, responseDeadline, sourceFields } from '../mail/lead-summary.js';
import type { LeadMailerEmail } from '../mail/lead-mailer.js';

export interface FollowUpSettings {
  salesEmail: string;
  salesEscalationEmail: string;
  escalateAfterMs: number;
  finalAlertAfterMs: number;
}

/** The Message-ID of a lead's follow-up step: the same for every attempt. */
export function followUpMessageId(step: FollowUpStep, leadId: string): string {
  return `<${step}-${leadId}@leads.surface-harvester>`;
}

/** Who gets each step: the escalation address alone, then both addresses for the final alert. */
export function followUpRecipients(step: FollowUpStep, settings: FollowUpSettings): string[] {
  return step === 'escalation' ? [settings.salesEscalationEmail] : [settings.salesEmail, settings.salesEscalationEmail];
}

/**
 * The escalation ("Lead unclaimed for 12 h: …", to SALES_ESCALATION_EMAIL) or the final alert ("Final alert: lead
 * unclaimed for 20 h …", to sales and escalation) of a lead nobody claimed; in the thread of the lead's email.
 */
export function composeFollowUpEmail(
  step: FollowUpStep,
  lead: LeadView,
  settings: FollowUpSettings,
  claimLink: string,
  now: Date = new Date(),
): LeadMailerEmail {
  const deadline = responseDeadline(lead.receivedAt);
  const left = Math.max(0, deadline.getTime() - now.getTime());
  const unclaimedFor = formatDuration(step === 'escalation' ? settings.escalateAfterMs : settings.finalAlertAfterMs);
  const subject =
    step === 'escalation'
      ? `Lead unclaimed for ${unclaimedFor}: ${leadKindNoun(lead.kind)} from ${leadHeadline(lead)}`
      : `Final alert: lead unclaimed for ${unclaimedFor}, answer due in ${formatDuration(left)}: ${leadKindNoun(lead.kind)} from ${leadHeadline(lead)}`;
  const { text, html } = renderEmail({
    title: step === 'escalation' ? `Nobody has claimed this lead for ${unclaimedFor}` : `Final alert: still unclaimed after ${unclaimedFor}`,
    intro: [
      `This ${leadKindNoun(lead.kind)} arrived at ${new Date(lead.receivedAt).toISOString()} and nobody has taken it yet.`,
      `We promised an answer within 24 hours: by ${deadline.toISOString()} (${formatDuration(left)} from now).`,
    ],
    action: { label: CLAIM_ACTION_LABEL, url: claimLink },
    sections: [{ rows: leadFields(lead) }, { heading: 'Lead source', rows: sourceFields(lead) }, { heading: 'Record', rows: [['Lead id', lead.id]] }],
    closing: ['Reply to this email to answer the lead directly.'],
  });
  const original = leadMessageId(lead.id);
  return {
    messageId: followUpMessageId(step, lead.id),
    to: followUpRecipients(step, settings),
    replyTo: { name: '', address: lead.data.workEmail },
    subject,
    text,
    html,
    // Threads the follow-up under the lead's first email in the sales inbox.
    inReplyTo: original,
    references: [original],
    headers: { 'X-Lead-Id': lead.id, 'X-Lead-Kind': lead.kind, 'X-Lead-Follow-Up': step },
  };
}
