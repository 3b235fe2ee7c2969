import { leadKindNoun } from '@site/contracts';
import type { LeadView } from '@site/contracts';
import { leadHeadline, responseDeadline } from '../mail/lead-summary.js';

/** The type of every lead webhook event. */
export const LEAD_CREATED_EVENT = 'lead.created';

/** The id of a lead's event: the same on every attempt and to every endpoint, so receivers can drop repeats. */
export function leadEventId(leadId: string): string {
  return `lead-created-${leadId}`;
}

/** The JSON event of a new lead (a CRM intake, anything but Slack). */
export interface LeadCreatedEvent {
  id: string;
  type: typeof LEAD_CREATED_EVENT;
  /** When the API accepted the lead (ISO 8601): the same on every attempt. */
  created: string;
  data: { lead: { id: string; kind: LeadView['kind']; receivedAt: string; respondBy: string } & LeadView['data'] };
}

export function leadCreatedEvent(lead: LeadView): LeadCreatedEvent {
  return {
    id: leadEventId(lead.id),
    type: LEAD_CREATED_EVENT,
    created: lead.receivedAt,
    data: {
      lead: { id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt, respondBy: responseDeadline(lead.receivedAt).toISOString(), ...lead.data },
    },
  };
}

/** Slack's mrkdwn control characters, escaped as Slack asks (&, <, >). */
function slackText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The message a Slack incoming webhook posts: who, what about, and by when sales must answer. */
export function slackMessage(lead: LeadView): { text: string } {
  const who = lead.kind === 'evidence-pack-request' ? lead.data.workEmail : `${lead.data.fullName} <${lead.data.workEmail}>`;
  const lines = [
    `*New ${leadKindNoun(lead.kind)}:* ${slackText(leadHeadline(lead))}`,
    `From ${slackText(who)}`,
    `Answer by ${responseDeadline(lead.receivedAt).toISOString()} (24 hours after it arrived). Lead id ${lead.id}`,
  ];
  return { text: lines.join('\n') };
}
