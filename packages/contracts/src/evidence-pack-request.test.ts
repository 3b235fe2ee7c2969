import { evidencePackRequestSchema } from './evidence-pack-request.js';

function issuesOf(input: unknown): Record<string, string> {
  const result = evidencePackRequestSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('evidencePackRequestSchema', () => {
  it('needs only a work e-mail', () => {
    expect(evidencePackRequestSchema.parse({ workEmail: 'auditor@regulator.example.org' })).toEqual({
      workEmail: 'auditor@regulator.example.org',
    });
  });

  it('keeps an optional, trimmed purpose', () => {
    expect(evidencePackRequestSchema.parse({ workEmail: 'a@acme.io', purpose: '  SOC 2 review ' })).toEqual({
      workEmail: 'a@acme.io',
      purpose: 'SOC 2 review',
    });
  });

  it('applies the e-mail rules', () => {
    expect(issuesOf({})).toEqual({ workEmail: 'Invalid email address.' });
    expect(issuesOf({ workEmail: 'a@yahoo.com' })).toEqual({ workEmail: 'Please use a business email address.' });
  });

  it('bounds purpose', () => {
    expect(issuesOf({ workEmail: 'a@acme.io', purpose: 'x'.repeat(2001) })).toEqual({
      purpose: 'Purpose must be at most 2000 characters.',
    });
  });

  it('rejects unknown keys', () => {
    expect(evidencePackRequestSchema.safeParse({ workEmail: 'a@acme.io', id: '1' }).success).toBe(false);
  });
});
