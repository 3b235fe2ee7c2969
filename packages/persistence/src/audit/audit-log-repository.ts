import type { LeadKind } from '@site/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { type AuditAction, type AuditCounts, AuditLogEntity, type AuditRow } from '../entities/audit-log.entity.js';

/**
 * What an entry is about: a staff user (by username) or a lead (by kind and id). Never a person's address: a
 * privacy request has no subject.
 */
export type AuditSubject = { user: string } | { lead: { kind: LeadKind; id: string } };

/** One action to record: what, by whom, on what, over which HTTP request (if any), and its counts. */
export interface AuditEntry {
  action: AuditAction;
  actor: string;
  subject?: AuditSubject | undefined;
  requestId?: string | undefined;
  counts?: AuditCounts | undefined;
}

/** How a subject is written in `audit_log.subject`. */
export function auditSubjectText(subject: AuditSubject | undefined): string | null {
  if (subject === undefined) return null;
  return 'user' in subject ? `user:${subject.user}` : `lead:${subject.lead.kind}/${subject.lead.id}`;
}

/** The audit log (`audit_log`): appended to (the database refuses anything else), read newest first. */
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Appends an entry; inside `manager`'s transaction when given (recorded only if the action commits). */
  record(entry: AuditEntry, at: Date = new Date(), manager: EntityManager = this.dataSource.manager): Promise<AuditRow> {
    return manager.getRepository(AuditLogEntity).save({
      at,
      action: entry.action,
      actor: entry.actor,
      subject: auditSubjectText(entry.subject),
      requestId: entry.requestId ?? null,
      counts: entry.counts ?? {},
    });
  }

  /** The newest `limit` entries. */
  latest(limit: number): Promise<AuditRow[]> {
    return this.dataSource.getRepository(AuditLogEntity).find({ order: { at: 'DESC' }, take: limit });
  }
}
