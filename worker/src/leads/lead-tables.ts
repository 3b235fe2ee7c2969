import type { DeploymentInterest, LeadJobData, LeadKind, Role } from '@site/contracts';
import {
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  DemoRequestEntity,
  type DemoRequestRow,
  EvidencePackRequestEntity,
  type EvidencePackRequestRow,
  LEAD_TABLE_NAMES,
  leadSourceColumnValues,
  leadSourceOfRow,
} from '@site/persistence';

/** Where each lead kind is stored, and the column holding the time the API accepted it. */
export const LEAD_TABLES = {
  'contact-submission': { table: LEAD_TABLE_NAMES['contact-submission'], entity: ContactSubmissionEntity, receivedAt: 'submittedAt' },
  'demo-request': { table: LEAD_TABLE_NAMES['demo-request'], entity: DemoRequestEntity, receivedAt: 'requestedAt' },
  'evidence-pack-request': {
    table: LEAD_TABLE_NAMES['evidence-pack-request'],
    entity: EvidencePackRequestEntity,
    receivedAt: 'requestedAt',
  },
} as const;

/** One parameterised INSERT of a lead; `ON CONFLICT (id) DO NOTHING` makes a replayed job insert nothing. */
export interface LeadInsert {
  sql: string;
  params: unknown[];
}

function insert(table: string, columns: Record<string, unknown>): LeadInsert {
  const names = Object.keys(columns);
  const placeholders = names.map((_, index) => `$${index + 1}`);
  return {
    sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) ON CONFLICT (id) DO NOTHING RETURNING id`,
    params: Object.values(columns),
  };
}

/** The INSERT of a lead job's row: its own fields, receivedAt as submitted_at/requested_at, consent, flag, source. */
export function leadInsert(lead: LeadJobData): LeadInsert {
  const bookkeeping = {
    consent_accepted_at: lead.consent.acceptedAt,
    consent_policy_version: lead.consent.policyVersion,
    flagged: lead.flagged,
    ...leadSourceColumnValues(lead.data.source),
  };
  switch (lead.kind) {
    case 'contact-submission':
      return insert(LEAD_TABLES[lead.kind].table, {
        id: lead.id,
        work_email: lead.data.workEmail,
        full_name: lead.data.fullName,
        company: lead.data.company,
        role: lead.data.role,
        deployment_interest: lead.data.deploymentInterest ?? null,
        message: lead.data.message ?? null,
        inquiry_type: lead.data.inquiryType ?? null,
        privacy_consent: lead.consent.privacyAccepted,
        submitted_at: lead.receivedAt,
        ...bookkeeping,
      });
    case 'demo-request':
      return insert(LEAD_TABLES[lead.kind].table, {
        id: lead.id,
        work_email: lead.data.workEmail,
        full_name: lead.data.fullName,
        company: lead.data.company,
        role: lead.data.role,
        deployment_interest: lead.data.deploymentInterest ?? null,
        preferred_time: lead.data.preferredTime ?? null,
        requested_at: lead.receivedAt,
        ...bookkeeping,
      });
    case 'evidence-pack-request':
      return insert(LEAD_TABLES[lead.kind].table, {
        id: lead.id,
        work_email: lead.data.workEmail,
        purpose: lead.data.purpose ?? null,
        requested_at: lead.receivedAt,
        ...bookkeeping,
      });
  }
}

function optional<T>(value: T | null): T | undefined {
  return value ?? undefined;
}

/**
 * Drops the keys whose value is undefined (the contract's "absent"), as in the API's validated data.
 * Stored values are cast to the contract's option types; the processor validates the job again anyway.
 */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function bookkeeping(row: ContactSubmissionRow | DemoRequestRow | EvidencePackRequestRow, receivedAt: Date) {
  return {
    id: row.id,
    receivedAt: receivedAt.toISOString(),
    flagged: row.flagged,
    consent: {
      privacyAccepted: true as const,
      acceptedAt: row.consentAcceptedAt.toISOString(),
      policyVersion: row.consentPolicyVersion,
    },
  };
}

/** The `process-lead` job data of a stored contact submission (what the sweeper re-enqueues). */
export function contactSubmissionJob(row: ContactSubmissionRow): LeadJobData {
  return {
    kind: 'contact-submission',
    ...bookkeeping(row, row.submittedAt),
    data: defined({
      workEmail: row.workEmail,
      fullName: row.fullName,
      company: row.company,
      role: row.role as Role,
      deploymentInterest: optional(row.deploymentInterest) as DeploymentInterest | undefined,
      message: optional(row.message),
      inquiryType: optional(row.inquiryType),
      source: leadSourceOfRow(row),
    }),
  };
}

export function demoRequestJob(row: DemoRequestRow): LeadJobData {
  return {
    kind: 'demo-request',
    ...bookkeeping(row, row.requestedAt),
    data: defined({
      workEmail: row.workEmail,
      fullName: row.fullName,
      company: row.company,
      role: row.role as Role,
      deploymentInterest: optional(row.deploymentInterest) as DeploymentInterest | undefined,
      preferredTime: optional(row.preferredTime),
      source: leadSourceOfRow(row),
    }),
  };
}

export function evidencePackRequestJob(row: EvidencePackRequestRow): LeadJobData {
  return {
    kind: 'evidence-pack-request',
    ...bookkeeping(row, row.requestedAt),
    data: defined({ workEmail: row.workEmail, purpose: optional(row.purpose), source: leadSourceOfRow(row) }),
  };
}

/** The job data of a stored lead of any kind. */
export function leadJobOfRow(kind: LeadKind, row: ContactSubmissionRow | DemoRequestRow | EvidencePackRequestRow): LeadJobData {
  switch (kind) {
    case 'contact-submission':
      return contactSubmissionJob(row as ContactSubmissionRow);
    case 'demo-request':
      return demoRequestJob(row as DemoRequestRow);
    case 'evidence-pack-request':
      return evidencePackRequestJob(row as EvidencePackRequestRow);
  }
}
