import { describe, expect, it } from '@jest/globals';
import type { LeadJobData } from '@site/contracts';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { composeLeadEmail, leadMessageId, responseDeadline } from './lead-email.js';

const LINK = 'http://localhost:8080/api/lead-claims/a.b.c?claimer=sales%40surface-harvester.test';
const addresses = { salesEmail: 'sales@surface-harvester.test', mailFrom: 'Surface Harvester <no-reply@surface-harvester.test>' };

/** The sales email of a lead as the worker sends it: the lead and the consent stored with it. */
function composeEmail(lead: LeadJobData) {
  return composeLeadEmail(lead, lead.consent, addresses, LINK);
}

describe('composeLeadEmail', () => {
  it('addresses sales only, replies to the lead and derives the Message-ID from the lead id', () => {
    const lead = contactSubmissionLead();
    const email = composeEmail(lead);
    expect(email.to).toBe('sales@surface-harvester.test');
    expect(email.from).toBe(addresses.mailFrom);
    expect(email.replyTo).toEqual({ name: 'Jane Doe', address: 'jane.doe@acme.example' });
    expect(email.messageId).toBe(`<lead-${lead.id}@leads.surface-harvester>`);
    expect(email.messageId).toBe(leadMessageId(lead.id));
    expect(email.headers['X-Lead-Id']).toBe(lead.id);
  });

  it('names kind, company and role label in the subject', () => {
    expect(composeEmail(contactSubmissionLead()).subject).toBe('New contact submission: Acme Corp (CISO)');
    expect(composeEmail(demoRequestLead()).subject).toBe('New demo request: Globex (Security Operations)');
    expect(composeEmail(evidencePackRequestLead()).subject).toBe('New evidence pack request: auditor@initech.example');
  });

  it('keeps the subject on one line', () => {
    const email = composeEmail(contactSubmissionLead({ company: 'Evil\r\nBcc: victim@example.test' }));
    expect(email.subject).toBe('New contact submission: Evil Bcc: victim@example.test (CISO)');
  });

  it('states the inquiry type, the labels and the 24-hour deadline', () => {
    const receivedAt = new Date('2026-03-02T09:15:00.000Z');
    const lead = contactSubmissionLead({}, receivedAt);
    const email = composeEmail(lead);
    expect(responseDeadline(lead.receivedAt).toISOString()).toBe('2026-03-03T09:15:00.000Z');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('2026-03-03T09:15:00.000Z');
      expect(body).toContain('proposal');
      expect(body).toContain('VPC Deployment');
      expect(body).toContain('CISO');
    }
    expect(email.text).toContain('Inquiry type: proposal');
    expect(composeEmail(contactSubmissionLead({ inquiryType: undefined })).text).toContain('Inquiry type: general');
  });

  it('escapes every value in the HTML body', () => {
    const lead = contactSubmissionLead({
      company: '<script>alert("x")</script> & Co',
      fullName: "O'Brien <b>",
      message: '<img src=x onerror=alert(1)>',
    });
    const { html, text } = composeEmail(lead);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).toContain('O&#39;Brien &lt;b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The plain-text body shows the values as typed.
    expect(text).toContain('<script>alert("x")</script> & Co');
  });

  it('shows every field of each kind', () => {
    expect(composeEmail(demoRequestLead()).text).toContain('Preferred time: Tuesday afternoon CET');
    const pack = composeEmail(evidencePackRequestLead());
    expect(pack.text).toContain('Purpose: SOC 2 audit');
    expect(pack.replyTo).toEqual({ name: '', address: 'auditor@initech.example' });
  });

  it('carries the claim link in both versions', () => {
    const email = composeEmail(contactSubmissionLead());
    expect(email.text).toContain(`I'll take this lead: ${LINK}`);
    expect(email.html).toContain('href="http://localhost:8080/api/lead-claims/a.b.c?claimer=sales%40surface-harvester.test"');
    expect(email.html).toContain('I&#39;ll take this lead');
    expect(email.html).not.toMatch(/<img/i);
  });

  it('shows the lead source, escaped, or says it was not recorded', () => {
    const lead = contactSubmissionLead({
      source: {
        landingPage: '/contact?utm_source=test&utm_campaign=<x>',
        page: '/pricing',
        referrer: 'https://news.example/"a"',
        utm: { source: 'test', campaign: '<x>' },
      },
    });
    const email = composeEmail(lead);
    expect(email.text).toContain('Landing page: /contact?utm_source=test&utm_campaign=<x>');
    expect(email.text).toContain('Came from page: /pricing');
    expect(email.text).toContain('Referrer: https://news.example/"a"');
    expect(email.text).toContain('utm_source: test');
    expect(email.html).toContain('utm_campaign=&lt;x&gt;');
    expect(email.html).toContain('https://news.example/&quot;a&quot;');
    expect(composeEmail(contactSubmissionLead()).text).toContain('Source: Not recorded');
  });
});
