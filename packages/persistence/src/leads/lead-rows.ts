import type { DeploymentInterest, LeadJobData, LeadKind, LeadView, Role } from '@site/contracts';
import { ContactSubmissionEntity, type ContactSubmissionRow } from '../entities/contact-submission.entity.js';
import { DemoRequestEntity, type DemoRequestRow } from '../entities/demo-request.entity.js';
import { EvidencePackRequestEntity, type EvidencePackRequestRow } from '../entities/evidence-pack-request.entity.js';
import type { LeadPerson } from '../entities/lead-columns.js';
import { leadSourceOfRow, leadSourceValues } from '../entities/lead-source-columns.js';

/** The stored row of each lead kind. */
export interface LeadRowOf {
  'contact-submission': ContactSubmissionRow;
  'demo-request': DemoRequestRow;
  'evidence-pack-request': EvidencePackRequestRow;
}

export type LeadRow = LeadRowOf[LeadKind];

/** The entity of each lead kind, and the property holding the time the API accepted the lead. */
export const LEAD_ENTITIES = {
  'contact-submission': { entity: ContactSubmissionEntity, receivedAt: 'submittedAt' },
  'demo-request': { entity: DemoRequestEntity, receivedAt: 'requestedAt' },
  'evidence-pack-request': { entity: EvidencePackRequestEntity, receivedAt: 'requestedAt' },
} as const;

/** The time the API accepted the lead of a row of any kind. */
export function receivedAtOfRow(row: LeadRow): Date {
  return 'submittedAt' in row ? row.submittedAt : row.requestedAt;
}

/** The person fields a contact submission and a demo request share, as the job carries them. */
interface PersonData {
  readonly workEmail: string;
  readonly fullName: string;
  readonly company: string;
  readonly role: Role;
  readonly deploymentInterest?: DeploymentInterest | undefined;
}

/** The stored columns of the person fields (absent as NULL). */
function personRowOf(person: PersonData) {
  return {
    workEmail: person.workEmail,
    fullName: person.fullName,
    company: person.company,
    role: person.role,
    deploymentInterest: person.deploymentInterest ?? null,
  };
}

/** The row a lead job stores: its own fields, receivedAt as submittedAt/requestedAt, consent, verdict, source. */
export function leadRowOfJob(lead: LeadJobData): Partial<LeadRow> {
  const bookkeeping = {
    id: lead.id,
    consentAcceptedAt: new Date(lead.consent.acceptedAt),
    consentPolicyVersion: lead.consent.policyVersion,
    verdict: lead.verdict.verdict,
    verdictSignals: lead.verdict.signals,
    ...leadSourceValues(lead.data.source),
  };
  const receivedAt = new Date(lead.receivedAt);
  switch (lead.kind) {
    case 'contact-submission':
      return {
        ...bookkeeping,
        ...personRowOf(lead.data),
        message: lead.data.message ?? null,
        inquiryType: lead.data.inquiryType ?? null,
        privacyConsent: lead.consent.privacyAccepted,
        submittedAt: receivedAt,
      } satisfies Partial<ContactSubmissionRow>;
    case 'demo-request':
      return {
        ...bookkeeping,
        ...personRowOf(lead.data),
        preferredTime: lead.data.preferredTime ?? null,
        requestedAt: receivedAt,
      } satisfies Partial<DemoRequestRow>;
    case 'evidence-pack-request':
      return {
        ...bookkeeping,
        workEmail: lead.data.workEmail,
        purpose: lead.data.purpose ?? null,
        requestedAt: receivedAt,
      } satisfies Partial<EvidencePackRequestRow>;
  }
}

function optional<T>(value: T | null): T | undefined {
  return value ?? undefined;
}

/**
 * Drops the keys whose value is undefined (the contract's "absent"), as in the API's validated data.
 * Stored values are cast to the contract's option types; the worker validates a job's data again anyway.
 */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** The person fields of a stored contact submission or demo request, as a job carries them (NULL as absent). */
function personOfRow(row: LeadPerson) {
  return {
    workEmail: row.workEmail,
    fullName: row.fullName,
    company: row.company,
    role: row.role as Role,
    deploymentInterest: optional(row.deploymentInterest) as DeploymentInterest | undefined,
  };
}

/** A stored lead as the emails, webhooks and claim links show it: kind, id, arrival and its own fields. */
export function leadViewOfRow<K extends LeadKind>(kind: K, row: LeadRowOf[K]): LeadView {
  const receivedAt = receivedAtOfRow(row).toISOString();
  switch (kind) {
    case 'contact-submission': {
      const contact = row as ContactSubmissionRow;
      return {
        kind: 'contact-submission',
        id: contact.id,
        receivedAt,
        data: defined({
          ...personOfRow(contact),
          message: optional(contact.message),
          inquiryType: optional(contact.inquiryType),
          source: leadSourceOfRow(contact),
        }),
      };
    }
    case 'demo-request': {
      const demo = row as DemoRequestRow;
      return {
        kind: 'demo-request',
        id: demo.id,
        receivedAt,
        data: defined({ ...personOfRow(demo), preferredTime: optional(demo.preferredTime), source: leadSourceOfRow(demo) }),
      };
    }
    default: {
      const pack = row as EvidencePackRequestRow;
      return {
        kind: 'evidence-pack-request',
        id: pack.id,
        receivedAt,
        data: defined({ workEmail: pack.workEmail, purpose: optional(pack.purpose), source: leadSourceOfRow(pack) }),
      };
    }
  }
}
