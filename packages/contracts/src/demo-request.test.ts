import { demoRequestSchema } from './demo-request.js';

const valid = {
  workEmail: 'sam@bank.example.com',
  fullName: 'Sam Lee',
  company: 'Example Bank',
  role: 'secops',
} as const;

function issuesOf(input: unknown): Record<string, string> {
  const result = demoRequestSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('demoRequestSchema', () => {
  it('accepts the required fields alone and with the optional ones', () => {
    expect(demoRequestSchema.parse(valid)).toEqual(valid);
    const full = { ...valid, deploymentInterest: 'vpc', preferredTime: 'Tuesdays 10:00-12:00 CET' };
    expect(demoRequestSchema.parse(full)).toEqual(full);
  });

  it('requires workEmail, fullName, company and role with clear messages', () => {
    expect(issuesOf({})).toEqual({
      workEmail: 'Invalid email address.',
      fullName: 'Full name is required.',
      company: 'Company is required.',
      role: 'Role is required.',
    });
  });

  it('applies the same business e-mail rule', () => {
    expect(issuesOf({ ...valid, workEmail: 'sam@gmail.com' })).toEqual({
      workEmail: 'Please use a business email address.',
    });
    expect(issuesOf({ ...valid, workEmail: 'sam@' })).toEqual({ workEmail: 'Invalid email address.' });
  });

  it('trims strings and treats an empty preferred time as absent', () => {
    expect(demoRequestSchema.parse({ ...valid, fullName: ' Sam Lee ', preferredTime: '  ' })).toEqual(valid);
  });

  it('bounds preferredTime', () => {
    expect(issuesOf({ ...valid, preferredTime: 'x'.repeat(201) })).toEqual({
      preferredTime: 'Preferred time must be at most 200 characters.',
    });
  });

  it('rejects unknown keys (id and timestamps are server-side)', () => {
    for (const extra of [{ id: 'abc' }, { requestedAt: '2025-01-01' }, { privacyAccepted: true }]) {
      expect(demoRequestSchema.safeParse({ ...valid, ...extra }).success).toBe(false);
    }
  });
});
