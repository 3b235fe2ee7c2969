import type { DataSource } from 'typeorm';
import { type PrivacyAction, PrivacyAuditEntity, type PrivacyAuditRow, type PrivacyCounts } from '../entities/privacy-audit.entity.js';

/** One request to record: what, by whom, over which HTTP request (if any), and its counts. */
export interface PrivacyAuditEntry {
  action: PrivacyAction;
  actor: string;
  requestId?: string | undefined;
  counts: PrivacyCounts;
}

/** The privacy audit log (`privacy_audit_log`): appended to, read newest first. */
export class PrivacyAuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: PrivacyAuditEntry, at: Date = new Date()): Promise<PrivacyAuditRow> {
    return this.dataSource
      .getRepository(PrivacyAuditEntity)
      .save({ at, action: entry.action, actor: entry.actor, requestId: entry.requestId ?? null, counts: entry.counts });
  }

  /** The newest `limit` entries. */
  latest(limit: number): Promise<PrivacyAuditRow[]> {
    return this.dataSource.getRepository(PrivacyAuditEntity).find({ order: { at: 'DESC' }, take: limit });
  }
}
