import { Injectable } from '@nestjs/common';
import type { LeadSource } from '@site/contracts';
import { type ContactSubmissionRow, LeadInboxRepository, leadSourceOfRow } from '@site/persistence';
import type { ListQuery } from './list-query.js';

/** One contact submission as the admin read shows it (timestamps as ISO 8601). */
export interface ContactSubmissionView {
  id: string;
  workEmail: string;
  fullName: string;
  company: string;
  role: string;
  estimatedAssetCount: string | null;
  deploymentInterest: string | null;
  message: string | null;
  inquiryType: string | null;
  socCompliance: boolean;
  hipaaCompliance: boolean;
  ndaRequired: boolean;
  privacyConsent: boolean;
  submittedAt: string;
  /** The honeypot was filled (probably a bot); never e-mailed. */
  flagged: boolean;
  /** When sales were e-mailed; null while pending. */
  notifiedAt: string | null;
  /** When someone from sales claimed the lead, and who; null while unclaimed. */
  claimedAt: string | null;
  claimedBy: string | null;
  /** When the "unclaimed" escalation and the final alert went out; null if they did not. */
  escalatedAt: string | null;
  finalAlertAt: string | null;
  /** Where the lead came from (landing page, previous page, referrer, utm_*); null when not recorded. */
  source: LeadSource | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function toView(row: ContactSubmissionRow): ContactSubmissionView {
  return {
    id: row.id,
    workEmail: row.workEmail,
    fullName: row.fullName,
    company: row.company,
    role: row.role,
    estimatedAssetCount: row.estimatedAssetCount,
    deploymentInterest: row.deploymentInterest,
    message: row.message,
    inquiryType: row.inquiryType,
    socCompliance: row.socCompliance,
    hipaaCompliance: row.hipaaCompliance,
    ndaRequired: row.ndaRequired,
    privacyConsent: row.privacyConsent,
    submittedAt: row.submittedAt.toISOString(),
    flagged: row.flagged,
    notifiedAt: iso(row.notifiedAt),
    claimedAt: iso(row.claimedAt),
    claimedBy: row.claimedBy,
    escalatedAt: iso(row.escalatedAt),
    finalAlertAt: iso(row.finalAlertAt),
    source: leadSourceOfRow(row) ?? null,
  };
}

/** Reads contact submissions, newest first, in numbered pages (the staff reads' repository, as the inbox). */
@Injectable()
export class ContactSubmissionListService {
  constructor(private readonly leads: LeadInboxRepository) {}

  async list({ page, pageSize }: ListQuery): Promise<Page<ContactSubmissionView>> {
    const { rows, total } = await this.leads.offsetPage('contact-submission', { offset: (page - 1) * pageSize, limit: pageSize });
    return { items: rows.map(toView), page, pageSize, total };
  }
}
