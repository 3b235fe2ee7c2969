import { LEAD_KINDS, type LeadKind } from '@site/contracts';
import { AuditLogRepository, type LeadDetail, type LeadKey, PersonRepository, type PrivacyAction } from '@site/persistence';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { type CarryingJob, type QueueErasure, QueueJobEraser } from './queue-job-eraser.js';

/** Who asked, and over which HTTP request (the API's request id), for the audit log. */
export interface PrivacyRequester {
  actor: string;
  requestId?: string | undefined;
}

/** Everything stored about one address: its leads (with history, claim and email record) and its queue jobs. */
export interface PersonExport {
  email: string;
  leads: LeadDetail[];
  queueJobs: CarryingJob[];
}

/** What an erasure removed: leads per kind, and its reach in the queue. */
export type ErasureCounts = Record<LeadKind, number> & QueueErasure;

function leadCounts(keys: readonly LeadKey[]): Record<LeadKind, number> {
  const counts = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
  for (const { kind } of keys) counts[kind] += 1;
  return counts;
}

/**
 * One person's data, found and erased everywhere it is kept: the rows of the three lead tables (and with them
 * whatever is derived from them: the `leads` view, the inbox's search indexes, the CSV export, the digest, which
 * is computed from the rows when it is sent) and their jobs and events in the `leads` queue. `email` is always
 * normalised (`normalisePersonEmail`). The one implementation the staff API, the CLI, the withdrawal link and the
 * retention job share; each request is recorded in the audit log, with counts only (no address).
 */
export class PersonErasure {
  readonly people: PersonRepository;
  readonly audit: AuditLogRepository;
  private readonly jobs: QueueJobEraser;

  constructor(dataSource: DataSource, queue: Queue) {
    this.people = new PersonRepository(dataSource);
    this.audit = new AuditLogRepository(dataSource);
    this.jobs = new QueueJobEraser(queue);
  }

  /** Everything stored about `email`; the request is recorded (`export`). */
  async export(email: string, requester: PrivacyRequester): Promise<PersonExport> {
    const leads = await this.people.leads(email);
    const queueJobs = await this.jobs.find({ email, leadIds: new Set(leads.map((lead) => lead.id)) });
    await this.audit.record({ action: 'export', ...requester, counts: { ...leadCounts(leads), queueJobs: queueJobs.length } });
    return { email, leads, queueJobs };
  }

  /** Erases `email` everywhere and records the request (`erasure`, or `withdrawal` for the withdrawal link). */
  async erase(
    email: string,
    requester: PrivacyRequester,
    action: Extract<PrivacyAction, 'erasure' | 'withdrawal'> = 'erasure',
  ): Promise<ErasureCounts> {
    const counts = await this.eraseUnrecorded(email);
    await this.audit.record({ action, ...requester, counts: { ...counts } });
    return counts;
  }

  /**
   * The withdrawal link of a message to `lead`'s address: its sender's marketing data goes as an erasure does (every
   * lead of the address, not only this one). `already-withdrawn` when the lead is no longer stored (withdrawn
   * before, erased on request or by retention): nothing is left to erase.
   */
  async withdrawConsent(
    lead: LeadKey,
    requester: PrivacyRequester,
  ): Promise<{ outcome: 'withdrawn'; counts: ErasureCounts } | { outcome: 'already-withdrawn' }> {
    const stored = await this.people.addressOf(lead);
    if (stored === undefined) return { outcome: 'already-withdrawn' };
    // The stored address, lower-cased: exactly what the lead tables are matched on.
    return { outcome: 'withdrawn', counts: await this.erase(stored.toLowerCase(), requester, 'withdrawal') };
  }

  /**
   * The erasure without its audit entry (the retention job records one entry per run). Queue first, then rows,
   * then the queue again: a pending `process-lead` job removed first cannot store the lead again after its rows
   * went, and the second pass takes whatever a running job added meanwhile (an acknowledgement, a follow-up).
   */
  async eraseUnrecorded(email: string): Promise<ErasureCounts> {
    const leadIds = new Set((await this.people.leadKeys(email)).map((key) => key.id));
    const before = await this.jobs.erase({ email, leadIds });
    const deleted = await this.people.deleteLeads(email);
    for (const { id } of deleted) leadIds.add(id);
    const after = await this.jobs.erase({ email, leadIds });
    return {
      ...leadCounts(deleted),
      removedJobs: before.removedJobs + after.removedJobs,
      // Only what is still held after the second pass is left behind.
      jobsHeldByWorker: after.jobsHeldByWorker,
      removedEvents: before.removedEvents + after.removedEvents,
    };
  }
}
