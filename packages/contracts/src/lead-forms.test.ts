import { demoRequestFormSchema, demoRequestSchema, evidencePackFormSchema, evidencePackRequestSchema, leadFormPayload } from './index.js';

describe('lead forms', () => {
  const demo = {
    workEmail: 'ana@acme-bank.com',
    fullName: 'Ana Lima',
    company: 'Acme Bank',
    role: 'ciso',
    deploymentInterest: '',
    preferredTime: 'Tuesday mornings CET',
  };

  it('demo form requires the privacy checkbox with its fixed message', () => {
    const result = demoRequestFormSchema.safeParse({ ...demo, privacyAccepted: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('You must accept the privacy policy to continue.');
  });

  it('a validated demo form becomes a payload the strict API schema accepts', () => {
    const form = demoRequestFormSchema.parse({ ...demo, privacyAccepted: true });
    const payload = leadFormPayload(demoRequestSchema, form);
    expect(payload).not.toHaveProperty('privacyAccepted');
    expect(demoRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('evidence form applies the business-email rule and strips the checkbox', () => {
    expect(evidencePackFormSchema.safeParse({ workEmail: 'me@gmail.com', privacyAccepted: true }).error?.issues[0]?.message).toBe(
      'Please use a business email address.',
    );
    const form = evidencePackFormSchema.parse({ workEmail: 'audit@acme-bank.com', purpose: 'SOC 2 audit', privacyAccepted: true });
    expect(evidencePackRequestSchema.safeParse(leadFormPayload(evidencePackRequestSchema, form)).success).toBe(true);
  });
});
