import { describe, expect, it } from '@jest/globals';
import { workerConfig } from '@site/config';
import { contactSubmissionLead } from '../test-support/test-leads.js';
import { composeFollowUpEmail, followUpMessageId } from './follow-up-email.js';

/** The configuration of an empty environment: the local defaults. */
const DEFAULTS = workerConfig({});
const LINK = 'http://localhost:8080/api/lead-claims/a.b.c';

describe('composeFollowUpEmail with the default windows', () => {
  const receivedAt = new Date('2026-03-02T09:00:00.000Z');
  const lead = contactSubmissionLead({ company: 'Acme <b>Corp</b>' }, receivedAt);

  it('escalates to the escalation address alone with "unclaimed for 12 h" in the subject', () => {
    const email = composeFollowUpEmail('escalation', lead, DEFAULTS, LINK, new Date('2026-03-02T21:00:00.000Z'));
    expect(email.to).toEqual([DEFAULTS.salesEscalationEmail]);
    expect(email.subject).toBe('Lead unclaimed for 12 h: contact submission from Acme <b>Corp</b> (CISO)');
    expect(email.messageId).toBe(followUpMessageId('escalation', lead.id));
    expect(email.text).toContain('by 2026-03-03T09:00:00.000Z (12 h from now)');
    expect(email.text).toContain(`I'll take this lead: ${LINK}`);
    expect(email.html).toContain('Acme &lt;b&gt;Corp&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Corp');
  });

  it('sends the final alert at 20 h to sales and escalation, with the time left', () => {
    const email = composeFollowUpEmail('final-alert', lead, DEFAULTS, LINK, new Date('2026-03-03T05:00:00.000Z'));
    expect(email.to).toEqual([DEFAULTS.salesEmail, DEFAULTS.salesEscalationEmail]);
    expect(email.subject).toBe('Final alert: lead unclaimed for 20 h, answer due in 4 h: contact submission from Acme <b>Corp</b> (CISO)');
  });
});
