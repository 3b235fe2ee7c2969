import { encodeLeadCursor, LEAD_KINDS, LEAD_OVERDUE_MS, type LeadCursor, type LeadInboxFilter, type LeadKind } from '@site/contracts';
import {
  Brackets,
  type DataSource,
  type EntityTarget,
  type FindOptionsOrder,
  ILike,
  IsNull,
  LessThan,
  MoreThanOrEqual,
  Not,
  type SelectQueryBuilder,
} from 'typeorm';
import type { LeadBookkeeping } from '../entities/lead-columns.js';
import { leadSourceOfRow } from '../entities/lead-source-columns.js';
import { isLeadId } from '../leads/lead-id.js';
import type { LeadListWindow, LeadPage } from '../leads/lead-records.js';
import { LEAD_ENTITIES, type LeadRow, type LeadRowOf, receivedAtOfRow } from '../leads/lead-rows.js';
import { leadHistory } from './lead-history.js';
import type { LeadDetail, LeadDetailFields, LeadInboxItem, LeadInboxPage } from './lead-inbox-records.js';

/** What each kind's table has of the inbox's shared fields. */
const INBOX_KINDS: Record<LeadKind, { hasPerson: boolean; inquiryType: (row: { inquiryType?: string | null }) => string }> = {
  'contact-submission': { hasPerson: true, inquiryType: (row) => row.inquiryType ?? 'general' },
  'demo-request': { hasPerson: true, inquiryType: () => 'demo' },
  'evidence-pack-request': { hasPerson: false, inquiryType: () => 'evidence-pack' },
};

/**
 * The kind-specific answers the lead page shows, per kind: what the forms collect. A contact submission's
 * `estimatedAssetCount`, `socCompliance`, `hipaaCompliance` and `ndaRequired` columns are left out: no form asks
 * for them and nothing writes them, so they would only ever show their column defaults.
 */
const DETAIL_FIELDS: Record<LeadKind, readonly string[]> = {
  'contact-submission': ['role', 'deploymentInterest', 'inquiryType', 'privacyConsent'],
  'demo-request': ['role', 'deploymentInterest', 'preferredTime'],
  'evidence-pack-request': ['purpose'],
};

const SOURCE_PROPERTIES = ['sourcePage', 'landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const;
const BOOKKEEPING_PROPERTIES = [
  'verdict',
  'verdictSignals',
  'flagged',
  'notifiedAt',
  'notificationMessageId',
  'claimedAt',
  'claimedBy',
  'escalatedAt',
  'finalAlertAt',
] as const;

/** A row as one kind's inbox query selects it (property names as aliases), plus its exact received time. */
type InboxRawRow = Pick<LeadBookkeeping, (typeof SOURCE_PROPERTIES)[number] | (typeof BOOKKEEPING_PROPERTIES)[number]> & {
  id: string;
  receivedAt: Date;
  /** received_at to the microsecond, UTC: the cursor's sort key (a Date keeps milliseconds only). */
  receivedAtExact: string;
  workEmail: string;
  company?: string | null;
  fullName?: string | null;
  inquiryType?: string | null;
};

type KindRow = { kind: LeadKind; row: InboxRawRow };

/** Newest first: received time, then kind, then id, all descending (the order of every page and of the export). */
function newestFirst(a: KindRow, b: KindRow): number {
  const at = b.row.receivedAtExact.localeCompare(a.row.receivedAtExact);
  if (at !== 0) return at;
  if (a.kind !== b.kind) return a.kind < b.kind ? 1 : -1;
  return a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Every staff read of the leads: the inbox's (every lead of the three kinds, filtered, newest first, in keyset
 * pages; one lead with its history; the whole filtered list in batches for the CSV export) and the admin read's
 * numbered pages of one kind (`offsetPage`), in the same newest-first order.
 *
 * Why one query per lead table instead of one on the `leads` view: the view is a UNION ALL whose `kind` column is
 * a different constant in each branch. Ordered by (received_at, kind, id) and limited, PostgreSQL cannot merge
 * per-table index scans (a Merge Append needs each branch's index to yield the whole sort key, and no index holds
 * the constant), so it would read and sort every matching lead for every page — and the keyset condition on the
 * view's row cannot become an index condition for the same reason. Per table, the kind is known, so the keyset
 * condition becomes `(received_at, id) < (…)`, `received_at <= …` or `received_at < …` (an index range on
 * (received_at, id)), each query reads at most limit + 1 rows through a backward index scan, and the at most
 * 3 × (limit + 1) rows are merged here. That is the Merge Append, done in the application.
 *
 * Checked with EXPLAIN ANALYZE at 100,000 leads: the first page and a page 50,000 leads deep are each an Index Scan
 * Backward on `<table>_inbox_idx` reading 51 rows per table (the deep one with the row comparison as its Index
 * Cond); `overdue` scans the unclaimed partial index the same way. The text search goes through the trigram GIN
 * indexes when the substring is selective; when its trigrams occur in most rows (e.g. a shared email domain part)
 * the planner prefers reading the table, which it rightly estimates cheaper at this size.
 */
export class LeadInboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False while the data source is not open (the API opens it in the background). */
  get isAvailable(): boolean {
    return this.dataSource.isInitialized;
  }

  /**
   * One page of the filtered inbox, newest first, after `cursor` (from the previous page) when given. `now` is
   * the reference of the `overdue` filter.
   */
  async list(filter: LeadInboxFilter, page: { cursor?: LeadCursor | undefined; limit: number }, now: Date = new Date()): Promise<LeadInboxPage> {
    const { rows, next } = await this.page(filter, page.cursor, page.limit, now);
    return { items: rows.map(({ kind, row }) => this.itemOf(kind, row)), nextCursor: next ? encodeLeadCursor(next) : null };
  }

  /**
   * Every lead of the filtered inbox, newest first, read in keyset batches of `batchSize`: memory holds one batch
   * however many leads match (the CSV export).
   */
  async *each(filter: LeadInboxFilter, batchSize = 1000, now: Date = new Date()): AsyncGenerator<LeadInboxItem> {
    let cursor: LeadCursor | undefined;
    do {
      const { rows, next } = await this.page(filter, cursor, batchSize, now);
      for (const { kind, row } of rows) yield this.itemOf(kind, row);
      cursor = next;
    } while (cursor);
  }

  /** One lead with all its fields, email record and history; undefined when there is no such lead. */
  async lead(kind: LeadKind, id: string): Promise<LeadDetail | undefined> {
    if (!isLeadId(id)) return undefined;
    const row = await this.dataSource.getRepository(LEAD_ENTITIES[kind].entity as EntityTarget<LeadRow>).findOneBy({ id });
    if (!row) return undefined;
    const receivedAt = receivedAtOfRow(row);
    const answers = row as unknown as Record<string, string | boolean | null | undefined>;
    const fields: LeadDetailFields = Object.fromEntries(DETAIL_FIELDS[kind].map((name) => [name, answers[name] ?? null]));
    const person = 'fullName' in row ? row : undefined;
    return {
      kind,
      id: row.id,
      receivedAt,
      company: person?.company ?? null,
      fullName: person?.fullName ?? null,
      workEmail: row.workEmail,
      inquiryType: INBOX_KINDS[kind].inquiryType(row as { inquiryType?: string | null }),
      source: leadSourceOfRow(row) ?? null,
      verdict: row.verdict,
      verdictSignals: row.verdictSignals,
      flagged: row.flagged,
      notifiedAt: row.notifiedAt,
      notificationMessageId: row.notificationMessageId,
      claimedAt: row.claimedAt,
      claimedBy: row.claimedBy,
      escalatedAt: row.escalatedAt,
      finalAlertAt: row.finalAlertAt,
      fields,
      message: 'message' in row ? (row.message ?? null) : null,
      consent: { acceptedAt: row.consentAcceptedAt, policyVersion: row.consentPolicyVersion },
      verdictChangedAt: row.verdictChangedAt,
      verdictChangedBy: row.verdictChangedBy,
      email: {
        notifiedAt: row.notifiedAt,
        messageId: row.notificationMessageId,
        acknowledgement: row.acknowledgement,
        acknowledgedAt: row.acknowledgedAt,
      },
      history: leadHistory(receivedAt, row),
    };
  }

  /**
   * Leads of one kind, newest first (received time, then id, both descending: the inbox's order within a kind): the
   * `limit` rows after the first `offset` ones, and how many leads of that kind there are in all.
   */
  async offsetPage<K extends LeadKind>(kind: K, { offset, limit }: LeadListWindow): Promise<LeadPage<LeadRowOf[K]>> {
    const receivedAt = LEAD_ENTITIES[kind].receivedAt;
    const [rows, total] = await this.dataSource.getRepository(LEAD_ENTITIES[kind].entity as EntityTarget<LeadRowOf[K]>).findAndCount({
      order: { [receivedAt]: 'DESC', id: 'DESC' } as FindOptionsOrder<LeadRowOf[K]>,
      skip: offset,
      take: limit,
    });
    return { rows, total };
  }

  /** At most `limit` leads after the cursor, newest first, and the cursor after the last one when more follow. */
  private async page(filter: LeadInboxFilter, cursor: LeadCursor | undefined, limit: number, now: Date) {
    const kinds = filter.kind ?? LEAD_KINDS;
    const perKind = await Promise.all(
      kinds.map(async (kind) => (await this.pageOfKind(kind, filter, cursor, limit + 1, now)).map((row): KindRow => ({ kind, row }))),
    );
    const all = perKind.flat().sort(newestFirst);
    const rows = all.slice(0, limit);
    const last = rows.at(-1);
    const next: LeadCursor | undefined =
      all.length > limit && last ? { receivedAt: last.row.receivedAtExact, kind: last.kind, id: last.row.id } : undefined;
    return { rows, next };
  }

  /** At most `take` leads of one kind after the cursor, newest first. */
  private pageOfKind(kind: LeadKind, filter: LeadInboxFilter, cursor: LeadCursor | undefined, take: number, now: Date): Promise<InboxRawRow[]> {
    const receivedAt = LEAD_ENTITIES[kind].receivedAt;
    const query = this.dataSource
      .getRepository(LEAD_ENTITIES[kind].entity as EntityTarget<LeadRow>)
      .createQueryBuilder('lead')
      .select('lead.id', 'id')
      .addSelect(`lead.${receivedAt}`, 'receivedAt')
      // Raw: the received time as microsecond UTC text; TypeORM has no formatting expression.
      .addSelect(`to_char(lead.${receivedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'receivedAtExact')
      .addSelect('lead.workEmail', 'workEmail');
    if (INBOX_KINDS[kind].hasPerson) query.addSelect('lead.company', 'company').addSelect('lead.fullName', 'fullName');
    if (kind === 'contact-submission') query.addSelect('lead.inquiryType', 'inquiryType');
    for (const property of [...SOURCE_PROPERTIES, ...BOOKKEEPING_PROPERTIES]) query.addSelect(`lead.${property}`, property);
    this.applyFilter(query, kind, filter, now);
    if (cursor) this.applyCursor(query, kind, cursor);
    return query.orderBy(`lead.${receivedAt}`, 'DESC').addOrderBy('lead.id', 'DESC').limit(take).getRawMany<InboxRawRow>();
  }

  private applyFilter(query: SelectQueryBuilder<LeadRow>, kind: LeadKind, filter: LeadInboxFilter, now: Date): void {
    const receivedAt = LEAD_ENTITIES[kind].receivedAt;
    // No verdict asked for: the inbox, every lead but spam.
    query.andWhere({ verdict: filter.verdict ?? Not('spam') });
    if (filter.unclaimed) query.andWhere({ claimedAt: IsNull() });
    if (filter.overdue) {
      // The answer promise is for real leads: flagged ones are never emailed, so they are never overdue.
      const before = new Date(now.getTime() - LEAD_OVERDUE_MS[filter.overdue]);
      query.andWhere({ claimedAt: IsNull(), flagged: false, [receivedAt]: LessThan(before) });
    }
    if (filter.from) query.andWhere({ [receivedAt]: MoreThanOrEqual(filter.from) });
    if (filter.to) query.andWhere({ [receivedAt]: LessThan(filter.to) });
    if (filter.q) {
      const pattern = ILike(containsPattern(filter.q));
      const hasCompany = INBOX_KINDS[kind].hasPerson;
      query.andWhere(
        new Brackets((either) => {
          either.where({ workEmail: pattern });
          if (hasCompany) either.orWhere({ company: pattern });
        }),
      );
    }
  }

  /** Only the leads after the cursor in newest-first order; the kind of this table decides how ties compare. */
  private applyCursor(query: SelectQueryBuilder<LeadRow>, kind: LeadKind, cursor: LeadCursor): void {
    const column = `lead.${LEAD_ENTITIES[kind].receivedAt}`;
    const parameters = { cursorAt: cursor.receivedAt, cursorId: cursor.id };
    // Raw: row-value comparison (one index range on (received_at, id)) has no TypeORM operator; the cursor time is
    // text cast by PostgreSQL so it keeps its microseconds.
    if (kind === cursor.kind) query.andWhere(`(${column}, lead.id) < (CAST(:cursorAt AS timestamptz), CAST(:cursorId AS uuid))`, parameters);
    // Same received time: a kind sorting below the cursor's comes after it (descending order), one above before it.
    else if (kind < cursor.kind) query.andWhere(`${column} <= CAST(:cursorAt AS timestamptz)`, parameters);
    else query.andWhere(`${column} < CAST(:cursorAt AS timestamptz)`, parameters);
  }

  private itemOf(kind: LeadKind, row: InboxRawRow): LeadInboxItem {
    return {
      kind,
      id: row.id,
      receivedAt: row.receivedAt,
      company: row.company ?? null,
      fullName: row.fullName ?? null,
      workEmail: row.workEmail,
      inquiryType: INBOX_KINDS[kind].inquiryType(row),
      source: leadSourceOfRow(row) ?? null,
      verdict: row.verdict,
      verdictSignals: row.verdictSignals,
      flagged: row.flagged,
      notifiedAt: row.notifiedAt,
      notificationMessageId: row.notificationMessageId,
      claimedAt: row.claimedAt,
      claimedBy: row.claimedBy,
      escalatedAt: row.escalatedAt,
      finalAlertAt: row.finalAlertAt,
    };
  }
}
