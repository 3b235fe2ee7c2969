import { Injectable } from '@nestjs/common';
import type { FollowUpStep, LeadJobData, LeadKind } from '@site/contracts';
import type { ContactSubmissionRow, DemoRequestRow, EvidencePackRequestRow } from '@site/persistence';
import { DataSource, IsNull, LessThan, type Repository } from 'typeorm';
import {
  contactSubmissionJob,
  demoRequestJob,
  evidencePackRequestJob,
  LEAD_TABLES,
  leadInsert,
  leadJobOfRow,
} from './lead-tables.js';

/** What the processor needs to know about a stored lead before emailing it. */
export interface NotificationState {
  flagged: boolean;
  notifiedAt: Date | null;
}

/** A stored lead with its claim and follow-up record. */
export interface StoredLead {
  /** The lead as its job data (what the emails show). */
  lead: LeadJobData;
  flagged: boolean;
  claimedAt: Date | null;
  claimedBy: string | null;
  /** When each follow-up step went out (null: not yet). */
  followUpSentAt: Record<FollowUpStep, Date | null>;
}

/** The column recording each follow-up step. */
const FOLLOW_UP_COLUMNS: Record<FollowUpStep, string> = { escalation: 'escalated_at', 'final-alert': 'final_alert_at' };

/** A lead that sales have not been emailed about yet. */
export interface UnnotifiedLead {
  kind: LeadKind;
  id: string;
  receivedAt: Date;
}

type LeadRow = ContactSubmissionRow | DemoRequestRow | EvidencePackRequestRow;

/** The lead tables of @site/persistence, as the worker uses them. */
@Injectable()
export class LeadStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the lead unless its id is already stored; true when this call inserted it. */
  async insertIfAbsent(lead: LeadJobData): Promise<boolean> {
    const { sql, params } = leadInsert(lead);
    const rows = (await this.dataSource.query(sql, params)) as Array<{ id: string }>;
    return rows.length === 1;
  }

  async notificationState(kind: LeadKind, id: string): Promise<NotificationState | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT flagged, notified_at FROM ${LEAD_TABLES[kind].table} WHERE id = $1`,
      [id],
    )) as Array<{ flagged: boolean; notified_at: Date | null }>;
    const row = rows[0];
    return row && { flagged: row.flagged, notifiedAt: row.notified_at };
  }

  /** Records the accepted email; a lead already marked keeps its first record. */
  async markNotified(kind: LeadKind, id: string, messageId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${LEAD_TABLES[kind].table} SET notified_at = now(), notification_message_id = $2
       WHERE id = $1 AND notified_at IS NULL`,
      [id, messageId],
    );
  }

  /** A stored lead with its claim and follow-up record; undefined when there is no such row. */
  async storedLead(kind: LeadKind, id: string): Promise<StoredLead | undefined> {
    const row = await this.repository<LeadRow>(kind).findOneBy({ id });
    if (!row) return undefined;
    return {
      lead: leadJobOfRow(kind, row),
      flagged: row.flagged,
      claimedAt: row.claimedAt,
      claimedBy: row.claimedBy,
      followUpSentAt: { escalation: row.escalatedAt, 'final-alert': row.finalAlertAt },
    };
  }

  /** Records that a follow-up step went out; the first record stays. */
  async markFollowUpSent(kind: LeadKind, id: string, step: FollowUpStep): Promise<void> {
    const column = FOLLOW_UP_COLUMNS[step];
    await this.dataSource.query(`UPDATE ${LEAD_TABLES[kind].table} SET ${column} = now() WHERE id = $1 AND ${column} IS NULL`, [id]);
  }

  /**
   * Job data of leads (not flagged) received before `receivedBefore` that were never emailed, oldest first,
   * at most `limit` per kind.
   */
  async unnotifiedJobs(receivedBefore: Date, limit: number): Promise<LeadJobData[]> {
    const where = { notifiedAt: IsNull(), flagged: false };
    const [contacts, demos, packs] = await Promise.all([
      this.repository<ContactSubmissionRow>('contact-submission').find({
        where: { ...where, submittedAt: LessThan(receivedBefore) },
        order: { submittedAt: 'ASC' },
        take: limit,
      }),
      this.repository<DemoRequestRow>('demo-request').find({
        where: { ...where, requestedAt: LessThan(receivedBefore) },
        order: { requestedAt: 'ASC' },
        take: limit,
      }),
      this.repository<EvidencePackRequestRow>('evidence-pack-request').find({
        where: { ...where, requestedAt: LessThan(receivedBefore) },
        order: { requestedAt: 'ASC' },
        take: limit,
      }),
    ]);
    return [
      ...contacts.map(contactSubmissionJob),
      ...demos.map(demoRequestJob),
      ...packs.map(evidencePackRequestJob),
    ].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }

  /** The oldest lead never emailed (flagged ones excluded) and how many were received before `receivedBefore`. */
  async oldestUnnotified(receivedBefore: Date): Promise<{ oldest: UnnotifiedLead | undefined; overdue: number }> {
    const parts = (Object.keys(LEAD_TABLES) as LeadKind[]).map((kind) => {
      const { table, receivedAt } = LEAD_TABLES[kind];
      const column = receivedAt === 'submittedAt' ? 'submitted_at' : 'requested_at';
      return `SELECT '${kind}' AS kind, id, ${column} AS received_at FROM ${table} WHERE notified_at IS NULL AND flagged = false`;
    });
    const rows = (await this.dataSource.query(
      `WITH unnotified AS (${parts.join(' UNION ALL ')})
       SELECT kind, id, received_at, (SELECT count(*) FROM unnotified WHERE received_at < $1)::int AS overdue
       FROM unnotified ORDER BY received_at ASC LIMIT 1`,
      [receivedBefore],
    )) as Array<{ kind: LeadKind; id: string; received_at: Date; overdue: number }>;
    const row = rows[0];
    if (!row) return { oldest: undefined, overdue: 0 };
    return { oldest: { kind: row.kind, id: row.id, receivedAt: row.received_at }, overdue: row.overdue };
  }

  private repository<T extends LeadRow>(kind: LeadKind): Repository<T> {
    return this.dataSource.getRepository(LEAD_TABLES[kind].entity) as unknown as Repository<T>;
  }
}
