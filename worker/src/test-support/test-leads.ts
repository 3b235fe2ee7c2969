import { randomUUID } from 'node:crypto';
import { consentRecord, type LeadJobData, type LeadVerdictRecord } from '@site/contracts';

/** The verdict of a lead with no signal: as the API decides for a person's form with a valid proof of work. */
const OK: LeadVerdictRecord = { verdict: 'ok', signals: [] };

function envelope(receivedAt: Date) {
  return {
    id: randomUUID(),
    receivedAt: receivedAt.toISOString(),
    verdict: OK,
    consent: consentRecord(receivedAt.toISOString()),
  };
}

export function contactSubmissionLead(
  data: Partial<Extract<LeadJobData, { kind: 'contact-submission' }>['data']> = {},
  receivedAt = new Date(),
): Extract<LeadJobData, { kind: 'contact-submission' }> {
  return {
    kind: 'contact-submission',
    ...envelope(receivedAt),
    data: {
      workEmail: 'jane.doe@acme.example',
      fullName: 'Jane Doe',
      company: 'Acme Corp',
      role: 'ciso',
      deploymentInterest: 'vpc',
      message: 'We would like a PoC.',
      inquiryType: 'proposal',
      ...data,
    },
  };
}

export function demoRequestLead(
  data: Partial<Extract<LeadJobData, { kind: 'demo-request' }>['data']> = {},
  receivedAt = new Date(),
): Extract<LeadJobData, { kind: 'demo-request' }> {
  return {
    kind: 'demo-request',
    ...envelope(receivedAt),
    data: {
      workEmail: 'raj@globex.example',
      fullName: 'Raj Patel',
      company: 'Globex',
      role: 'secops',
      deploymentInterest: 'on-premises',
      preferredTime: 'Tuesday afternoon CET',
      ...data,
    },
  };
}

export function evidencePackRequestLead(
  data: Partial<Extract<LeadJobData, { kind: 'evidence-pack-request' }>['data']> = {},
  receivedAt = new Date(),
): Extract<LeadJobData, { kind: 'evidence-pack-request' }> {
  return {
    kind: 'evidence-pack-request',
    ...envelope(receivedAt),
    data: { workEmail: 'auditor@initech.example', purpose: 'SOC 2 audit', ...data },
  };
}
