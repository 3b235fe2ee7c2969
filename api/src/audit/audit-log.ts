import { Injectable } from '@nestjs/common';
import { type AuditEntry, AuditLogRepository } from '@site/persistence';
import { DataSource } from 'typeorm';

/**
 * The audit log of administrative actions (`audit_log`, append-only in the database): what the API and its commands
 * record besides the privacy requests @site/privacy records itself. One method:
 *
 *   await audit.record({ actor: 'ana', action: 'lead-verdict-changed', subject: { lead: { kind, id } }, requestId });
 *
 * `actor` is a staff username (or `cli:<user>`), `subject` a staff user or a lead by id, `counts` numbers only. It
 * never takes a value of a lead (an address, a name): the log outlives every erasure.
 */
@Injectable()
export class AuditLog {
  private readonly entries: AuditLogRepository;

  constructor(dataSource: DataSource) {
    this.entries = new AuditLogRepository(dataSource);
  }

  async record(entry: AuditEntry): Promise<void> {
    await this.entries.record(entry);
  }
}
