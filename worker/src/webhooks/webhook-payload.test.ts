import { describe, expect, it } from '@jest/globals';
import { contactSubmissionLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { webhookEndpoints } from './webhook-endpoints.js';
import { leadCreatedEvent, slackMessage } from './webhook-payload.js';

describe('webhook payloads', () => {
  it('sends Slack incoming webhooks a Slack message and every other endpoint the JSON event', () => {
    const [slack, crm] = webhookEndpoints(['https://hooks.slack.com/services/T0/B0/secret', 'https://crm.example.test/intake?token=x']);
    expect(slack).toMatchObject({ format: 'slack', host: 'hooks.slack.com' });
    expect(crm).toMatchObject({ format: 'event', host: 'crm.example.test' });
    // Stable ids that do not show the URL (it holds a credential).
    expect(slack!.id).toMatch(/^[0-9a-f]{16}$/);
    expect(webhookEndpoints(['https://hooks.slack.com/services/T0/B0/secret'])[0]!.id).toBe(slack!.id);
    expect(crm!.id).not.toBe(slack!.id);
  });

  it('writes the Slack message with Slack escaping and the answer deadline', () => {
    const lead = contactSubmissionLead({ company: 'Acme <script> & Co', fullName: 'Jane Doe' }, new Date('2026-01-05T09:00:00.000Z'));
    const { text } = slackMessage(lead);
    expect(text).toContain('*New contact submission:* Acme &lt;script&gt; &amp; Co (CISO)');
    expect(text).toContain('From Jane Doe &lt;jane.doe@acme.example&gt;');
    expect(text).toContain('Answer by 2026-01-06T09:00:00.000Z');
  });

  it('gives the JSON event a stable id and the lead fields', () => {
    const lead = evidencePackRequestLead();
    expect(leadCreatedEvent(lead)).toEqual({
      id: `lead-created-${lead.id}`,
      type: 'lead.created',
      created: lead.receivedAt,
      data: { lead: { id: lead.id, kind: 'evidence-pack-request', receivedAt: lead.receivedAt, respondBy: expect.any(String), ...lead.data } },
    });
  });
});
