import type { LeadKind } from '@site/contracts';
import { renderEmail } from '../mail/email-layout.js';
import type { LeadMailerEmail } from '../mail/lead-mailer.js';

/** The Message-ID of a lead's acknowledgement: the same for every attempt, and never a sales email's. */
export function acknowledgementMessageId(leadId: string): string {
  return `<ack-${leadId}@leads.surface-harvester>`;
}

/** The promise the acknowledgement makes, word for word. */
export const ANSWER_PROMISE = 'A member of our team will answer within 24 hours.';

/** What the person sent, in the site's words: one of three fixed phrases. */
const REQUEST_OF_KIND: Record<LeadKind, string> = {
  'contact-submission': 'your message',
  'demo-request': 'your demo request',
  'evidence-pack-request': 'your evidence pack request',
};

/**
 * The one short email to the address a lead gives: thanks and the 24-hour promise. That address is nobody's
 * verified one, so the email is a fixed template: nothing the sender typed (no name, no message, no inquiry, not
 * even in the subject) and no link but the site's own (its consent-withdrawal link); all that varies is the lead
 * kind's fixed phrase. Otherwise
 * the form would relay anyone's text to any address ("Thank you, <reset your password at …>").
 * From MAIL_FROM, Reply-To the sales inbox (a reply reaches a person), marked as an automatic message.
 */
export function composeAcknowledgementEmail(
  lead: { id: string; kind: LeadKind; recipient: string },
  site: { salesEmail: string; mailFrom: string; siteUrl: string },
  withdrawalLink: string,
): LeadMailerEmail {
  const request = REQUEST_OF_KIND[lead.kind];
  const { text, html } = renderEmail({
    title: 'Thank you',
    intro: [`We have received ${request}.`, ANSWER_PROMISE],
    sections: [],
    closing: [
      'You can reply to this email to reach our sales team.',
      'If you did not contact us, someone else entered this address on our site: you can ignore this email, and we will not write again unless you answer.',
      `Surface Harvester, ${new URL(site.siteUrl).origin}`,
    ],
    withdrawal: { text: 'To withdraw your consent and have the details you sent us deleted:', label: 'withdraw consent', url: withdrawalLink },
  });
  return {
    messageId: acknowledgementMessageId(lead.id),
    from: site.mailFrom,
    to: lead.recipient,
    replyTo: site.salesEmail,
    subject: `Thank you: we received ${request}`,
    text,
    html,
    // RFC 2369 List-Unsubscribe (nodemailer writes it) with RFC 8058 one-click: a mail client's "Unsubscribe"
    // POSTs `List-Unsubscribe=One-Click` to the link, which withdraws consent without a page.
    list: { unsubscribe: withdrawalLink },
    headers: {
      // RFC 3834: an automatic message, so out-of-office replies are not sent back to it.
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
