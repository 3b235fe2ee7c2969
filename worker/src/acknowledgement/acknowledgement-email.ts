import type { LeadJobData } from '@site/contracts';
import { type EmailRow, oneLine, renderEmail } from '../mail/email-layout.js';
import type { SalesEmail } from '../mail/sales-mailer.js';

/** The Message-ID of a lead's acknowledgement: the same for every attempt, and never a sales email's. */
export function acknowledgementMessageId(leadId: string): string {
  return `<ack-${leadId}@leads.surface-harvester>`;
}

/** The promise the acknowledgement makes, word for word. */
export const ANSWER_PROMISE = 'A member of our team will answer within 24 hours.';

/** What the person asked about, in their words where they gave some. */
function request(lead: LeadJobData): { subject: string; rows: EmailRow[] } {
  switch (lead.kind) {
    case 'contact-submission': {
      // A slug such as `cpp-project` from the contact link; read as words.
      const topic = lead.data.inquiryType ? `your ${lead.data.inquiryType.replace(/-/g, ' ')} inquiry` : 'your message';
      const rows: EmailRow[] = [['You asked about', topic]];
      if (lead.data.message) rows.push(['Your message', lead.data.message]);
      return { subject: topic, rows };
    }
    case 'demo-request': {
      const rows: EmailRow[] = [['You asked about', 'a demo of the platform']];
      if (lead.data.preferredTime) rows.push(['Preferred time', lead.data.preferredTime]);
      return { subject: 'your demo request', rows };
    }
    case 'evidence-pack-request': {
      const rows: EmailRow[] = [['You asked about', 'the evidence pack']];
      if (lead.data.purpose) rows.push(['Purpose', lead.data.purpose]);
      return { subject: 'your evidence pack request', rows };
    }
  }
}

/**
 * The one short email to the person who sent a lead: thanks, what they asked about and the 24-hour promise.
 * From MAIL_FROM, Reply-To the sales inbox (a reply reaches a person), marked as an automatic message.
 */
export function composeAcknowledgementEmail(lead: LeadJobData, addresses: { salesEmail: string; mailFrom: string }): SalesEmail {
  const { subject, rows } = request(lead);
  const name = lead.kind === 'evidence-pack-request' ? '' : oneLine(lead.data.fullName);
  const { text, html } = renderEmail({
    title: name ? `Thank you, ${name}` : 'Thank you',
    intro: [`We have received ${subject}.`, ANSWER_PROMISE],
    sections: [{ rows }],
    closing: ['You can reply to this email to reach our sales team.'],
  });
  return {
    messageId: acknowledgementMessageId(lead.id),
    from: addresses.mailFrom,
    to: lead.data.workEmail,
    replyTo: addresses.salesEmail,
    subject: `Thank you: we received ${subject}`,
    text,
    html,
    // RFC 3834: an automatic message, so out-of-office replies are not sent back to it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
