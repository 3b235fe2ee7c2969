import { consentRecord, type FollowUpStep, LEAD_VERDICTS, type LeadJobData, type LeadKind, type LeadVerdict } from '@site/contracts';
import {
  And,
  type DataSource,
  Equal,
  type EntityTarget,
  type FindOptionsWhere,
  IsNull,
  LessThan,
  MoreThanOrEqual,
  Or,
  type Repository,
} from 'typeorm';
import type { AcknowledgementState, LeadBookkeeping } from '../entities/lead-columns.js';
import { LeadViewEntity, type LeadViewRow } from '../entities/lead.view.js';
import { isLeadId } from './lead-id.js';
import type {
  ClaimPromiseOutcome,
  ClaimResult,
  LeadPage,
  LeadRef,
  LeadSummary,
  NotificationState,
  ReceivedCount,
  StoredLead,
  TimeToClaim,
  VerdictChange,
} from './lead-records.js';
import { LEAD_ENTITIES, type LeadRow, type LeadRowOf, leadRowOfJob, leadViewOfRow, receivedAtOfRow } from './lead-rows.js';

/** What every lead table has, as the shared operations see a row. */
type AnyLeadRow = LeadBookkeeping & { id: string };

/** The property recording each follow-up step. */
const FOLLOW_UP_PROPERTIES = { escalation: 'escalatedAt', 'final-alert': 'finalAlertAt' } as const satisfies Record<
  FollowUpStep,
  keyof LeadBookkeeping
>;

const SUMMARY_FIELDS = {
  kind: true,
  id: true,
  receivedAt: true,
  inquiryType: true,
  company: true,
  fullName: true,
  workEmail: true,
  claimedAt: true,
  claimedBy: true,
} as const;

/** [from, to): the half-open period of a report. */
function within(from: Date, to: Date) {
  return And(MoreThanOrEqual(from), LessThan(to));
}

/**
 * Every read and write of the lead tables (`contact_submissions`, `demo_requests`, `evidence_pack_requests`) and
 * of their union, the `leads` view. Callers speak in entity properties; column names live in the entity schemas.
 * An id that is not a UUID names no lead: such calls find nothing and change nothing.
 */
export class LeadRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False while the data source is not open (the API opens it in the background). */
  get isAvailable(): boolean {
    return this.dataSource.isInitialized;
  }

  /** Stores the lead unless its id is stored already; true when this call inserted it (a replayed job inserts nothing). */
  async insertIfAbsent(lead: LeadJobData): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(this.entity(lead.kind))
      .values(leadRowOfJob(lead))
      // ON CONFLICT DO NOTHING: the primary key (id) is the lead tables' only unique constraint.
      .orIgnore()
      .returning('id')
      .updateEntity(false)
      .execute();
    return (result.raw as unknown[]).length === 1;
  }

  async notificationState(kind: LeadKind, id: string): Promise<NotificationState | undefined> {
    if (!isLeadId(id)) return undefined;
    const row = await this.table(kind).findOne({
      where: { id },
      select: { id: true, verdict: true, flagged: true, notifiedAt: true, deliveriesQueuedAt: true },
    });
    return row ? { verdict: row.verdict, flagged: row.flagged, notifiedAt: row.notifiedAt, deliveriesQueuedAt: row.deliveriesQueuedAt } : undefined;
  }

  /** Records that the lead's acknowledgement and webhook jobs were added; the first record stays. */
  async markDeliveriesQueued(kind: LeadKind, id: string, now: Date = new Date()): Promise<void> {
    if (!isLeadId(id)) return;
    await this.table(kind).update({ id, deliveriesQueuedAt: IsNull() }, { deliveriesQueuedAt: now });
  }

  /** Records the email accepted by the SMTP server; a lead already marked keeps its first record. */
  async markNotified(kind: LeadKind, id: string, messageId: string, now: Date = new Date()): Promise<void> {
    if (!isLeadId(id)) return;
    await this.table(kind).update({ id, notifiedAt: IsNull() }, { notifiedAt: now, notificationMessageId: messageId });
  }

  /** A stored lead with its claim and follow-up record; undefined when there is no such row. */
  async storedLead(kind: LeadKind, id: string): Promise<StoredLead | undefined> {
    if (!isLeadId(id)) return undefined;
    const row = await this.typedTable(kind).findOneBy({ id } as FindOptionsWhere<LeadRow>);
    if (!row) return undefined;
    return {
      lead: leadViewOfRow(kind, row),
      consent: consentRecord(row.consentAcceptedAt.toISOString(), row.consentPolicyVersion),
      verdict: row.verdict,
      verdictSignals: row.verdictSignals,
      flagged: row.flagged,
      notifiedAt: row.notifiedAt,
      deliveriesQueuedAt: row.deliveriesQueuedAt,
      claimedAt: row.claimedAt,
      claimedBy: row.claimedBy,
      followUpSentAt: { escalation: row.escalatedAt, 'final-alert': row.finalAlertAt },
      acknowledgement: row.acknowledgement,
    };
  }

  /**
   * Moves the lead's acknowledgement on: `sending` or `over-<cap>-cap` only from not started, `sent` (with the time)
   * from not started or `sending`. One guarded UPDATE, so of two workers only one moves it; true when this call did.
   */
  async recordAcknowledgement(kind: LeadKind, id: string, state: AcknowledgementState, now: Date = new Date()): Promise<boolean> {
    if (!isLeadId(id)) return false;
    const from = state === 'sent' ? Or(IsNull(), Equal<AcknowledgementState>('sending')) : IsNull();
    const values = state === 'sent' ? { acknowledgement: state, acknowledgedAt: now } : { acknowledgement: state };
    const result = await this.table(kind).update({ id, acknowledgement: from }, values);
    return result.affected === 1;
  }

  /** Records that a follow-up step (escalation, final alert) went out; the first record stays. */
  async markFollowUpSent(kind: LeadKind, id: string, step: FollowUpStep, now: Date = new Date()): Promise<void> {
    if (!isLeadId(id)) return;
    const property = FOLLOW_UP_PROPERTIES[step];
    await this.table(kind).update({ id, [property]: IsNull() }, { [property]: now });
  }

  /**
   * The leads (not flagged) received before `receivedBefore` that were never emailed, oldest first, at most
   * `limitPerKind` of each kind.
   */
  async unnotifiedLeads(receivedBefore: Date, limitPerKind: number): Promise<LeadRef[]> {
    const perKind = await Promise.all(
      (Object.keys(LEAD_ENTITIES) as LeadKind[]).map(async (kind) => {
        const receivedAt = LEAD_ENTITIES[kind].receivedAt;
        const rows = await this.typedTable(kind).find({
          where: { notifiedAt: IsNull(), flagged: false, [receivedAt]: LessThan(receivedBefore) } as FindOptionsWhere<LeadRow>,
          order: { [receivedAt]: 'ASC' },
          take: limitPerKind,
        });
        return rows.map((row) => ({ kind, id: row.id, receivedAt: receivedAtOfRow(row) }));
      }),
    );
    return perKind.flat().sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  }

  /** The oldest lead (flagged ones left out) that sales were never emailed about; null when every lead was. */
  async oldestUnnotified(): Promise<LeadRef | null> {
    const row = await this.view().findOne({
      where: { notifiedAt: IsNull(), flagged: false },
      order: { receivedAt: 'ASC' },
      select: { kind: true, id: true, receivedAt: true },
    });
    return row ? { kind: row.kind, id: row.id, receivedAt: row.receivedAt } : null;
  }

  /** How many leads (flagged ones left out) received before `receivedBefore` were never emailed. */
  countUnnotified(receivedBefore: Date): Promise<number> {
    return this.view().countBy({ notifiedAt: IsNull(), flagged: false, receivedAt: LessThan(receivedBefore) });
  }

  /** The lead as the claim page shows it. */
  async summary(kind: LeadKind, id: string): Promise<LeadSummary | undefined> {
    if (!isLeadId(id)) return undefined;
    return (await this.view().findOne({ where: { kind, id }, select: SUMMARY_FIELDS })) ?? undefined;
  }

  /**
   * Records the claim unless someone claimed the lead first: one UPDATE guarded by "not claimed yet", so of two
   * simultaneous claims exactly one wins and the other learns who has the lead.
   */
  async claim(kind: LeadKind, id: string, claimer: string, now: Date = new Date()): Promise<ClaimResult> {
    if (!isLeadId(id)) return { outcome: 'not-found' };
    const won = await this.table(kind).update({ id, claimedAt: IsNull() }, { claimedAt: now, claimedBy: claimer });
    const lead = await this.summary(kind, id);
    if (!lead?.claimedAt || !lead.claimedBy) return { outcome: 'not-found' };
    const claimed = { ...lead, claimedAt: lead.claimedAt, claimedBy: lead.claimedBy };
    return { outcome: won.affected === 1 ? 'claimed' : 'already-claimed', lead: claimed };
  }

  /**
   * Staff set the lead's verdict (`by`: the staff user): one transaction that locks the row, and an UPDATE guarded by
   * the verdict it read, so of two simultaneous changes each sees the other's result. The API's signals stay; the
   * change is recorded in verdict_changed_at/by. `unchanged` when the lead has that verdict already.
   */
  async changeVerdict(kind: LeadKind, id: string, verdict: LeadVerdict, by: string, now: Date = new Date()): Promise<VerdictChange> {
    if (!isLeadId(id)) return { outcome: 'not-found' };
    return this.dataSource.transaction(async (manager) => {
      const table = manager.getRepository(this.entity(kind));
      const row = await table.findOne({
        where: { id },
        select: { id: true, verdict: true, verdictChangedAt: true, verdictChangedBy: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return { outcome: 'not-found' } as const;
      if (row.verdict === verdict) return { outcome: 'unchanged', verdict } as const;
      await table.update({ id, verdict: row.verdict }, { verdict, verdictChangedAt: now, verdictChangedBy: by });
      const previous = { verdict: row.verdict, changedAt: row.verdictChangedAt, changedBy: row.verdictChangedBy };
      return { outcome: 'changed', kind, id, verdict, changedAt: now, changedBy: by, previous } as const;
    });
  }

  /**
   * Puts back the verdict a change replaced (what followed it could not be done, e.g. its release job not queued),
   * unless the verdict was changed again since. True when it was put back.
   */
  async undoVerdictChange(change: Extract<VerdictChange, { outcome: 'changed' }>): Promise<boolean> {
    const result = await this.table(change.kind).update(
      { id: change.id, verdict: change.verdict, verdictChangedAt: change.changedAt },
      { verdict: change.previous.verdict, verdictChangedAt: change.previous.changedAt, verdictChangedBy: change.previous.changedBy },
    );
    return result.affected === 1;
  }

  /** Leads (flagged ones left out) received in [from, to), by kind and inquiry type, and how many are claimed. */
  async receivedCounts(from: Date, to: Date): Promise<ReceivedCount[]> {
    const rows = await this.view()
      .createQueryBuilder('lead')
      .select('lead.kind', 'kind')
      .addSelect('lead.inquiryType', 'inquiryType')
      .addSelect('count(*)', 'total')
      .addSelect('count(lead.claimedAt)', 'claimed')
      .where({ flagged: false, receivedAt: within(from, to) })
      .groupBy('lead.kind')
      .addGroupBy('lead.inquiryType')
      .orderBy('lead.kind')
      .addOrderBy('lead.inquiryType')
      .getRawMany<{ kind: LeadKind; inquiryType: string; total: string; claimed: string }>();
    return rows.map((row) => ({ kind: row.kind, inquiryType: row.inquiryType, total: Number(row.total), claimed: Number(row.claimed) }));
  }

  /** Leads received in [from, to) by verdict, spam included (every verdict present, 0 when none). */
  async verdictCounts(from: Date, to: Date): Promise<Record<LeadVerdict, number>> {
    const rows = await this.view()
      .createQueryBuilder('lead')
      .select('lead.verdict', 'verdict')
      .addSelect('count(*)', 'total')
      .where({ receivedAt: within(from, to) })
      .groupBy('lead.verdict')
      .getRawMany<{ verdict: LeadVerdict; total: string }>();
    const counts = Object.fromEntries(LEAD_VERDICTS.map((verdict) => [verdict, 0])) as Record<LeadVerdict, number>;
    for (const row of rows) counts[row.verdict] = Number(row.total);
    return counts;
  }

  /** Claims made in [from, to) (flagged leads left out): how many, and the median and worst wait for one. */
  async timeToClaim(from: Date, to: Date): Promise<TimeToClaim> {
    const wait = 'EXTRACT(EPOCH FROM lead.claimedAt - lead.receivedAt) * 1000';
    const row = await this.view()
      .createQueryBuilder('lead')
      .select('count(*)', 'claims')
      // Raw: an ordered-set aggregate (percentile_cont … WITHIN GROUP) has no TypeORM form.
      .addSelect(`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${wait})`, 'medianMs')
      .addSelect(`max(${wait})`, 'worstMs')
      .where({ flagged: false, claimedAt: within(from, to) })
      .getRawOne<{ claims: string; medianMs: number | string | null; worstMs: number | string | null }>();
    const ms = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
    return { claims: Number(row?.claims ?? 0), medianMs: ms(row?.medianMs), worstMs: ms(row?.worstMs) };
  }

  /** Unclaimed leads (flagged ones left out) received in [from, to), oldest first: at most `limit`, and how many in all. */
  async unclaimed(from: Date, to: Date, limit: number): Promise<LeadPage<LeadSummary>> {
    const [rows, total] = await this.view().findAndCount({
      where: { flagged: false, claimedAt: IsNull(), receivedAt: within(from, to) },
      order: { receivedAt: 'ASC', id: 'ASC' },
      select: SUMMARY_FIELDS,
      take: limit,
    });
    return { rows, total };
  }

  /** How many leads (flagged ones left out) received in [from, to) are still unclaimed. */
  countUnclaimed(from: Date, to: Date): Promise<number> {
    return this.view().countBy({ flagged: false, claimedAt: IsNull(), receivedAt: within(from, to) });
  }

  /**
   * Of the leads received in [from, to) whose outcome is known at `to` (their promise is over, or they were
   * claimed within it), how many were claimed within `promiseMs` of arriving.
   */
  async claimPromiseOutcome(from: Date, to: Date, promiseMs: number): Promise<ClaimPromiseOutcome> {
    // Raw: comparing two columns of a row with an interval between them has no TypeORM find operator.
    const inTime = 'lead.claimedAt <= lead.receivedAt + make_interval(secs => :promiseSeconds)';
    const row = await this.view()
      .createQueryBuilder('lead')
      .select(`count(*) FILTER (WHERE ${inTime})`, 'claimedInTime')
      .addSelect('count(*)', 'decided')
      .where({ flagged: false, receivedAt: within(from, to) })
      .andWhere(`(lead.receivedAt < :promiseOver OR ${inTime})`)
      .setParameters({ promiseSeconds: promiseMs / 1000, promiseOver: new Date(to.getTime() - promiseMs) })
      .getRawOne<{ claimedInTime: string; decided: string }>();
    return { claimedInTime: Number(row?.claimedInTime ?? 0), decided: Number(row?.decided ?? 0) };
  }

  private entity(kind: LeadKind): EntityTarget<AnyLeadRow> {
    return LEAD_ENTITIES[kind].entity as EntityTarget<AnyLeadRow>;
  }

  /** A lead table as the columns every kind has. */
  private table(kind: LeadKind): Repository<AnyLeadRow> {
    return this.dataSource.getRepository(this.entity(kind));
  }

  /** A lead table with its own row type. */
  private typedTable<K extends LeadKind>(kind: K): Repository<LeadRowOf[K]> {
    return this.dataSource.getRepository(LEAD_ENTITIES[kind].entity as EntityTarget<LeadRowOf[K]>);
  }

  private view(): Repository<LeadViewRow> {
    return this.dataSource.getRepository(LeadViewEntity);
  }
}
