import { LEAD_KINDS, type LeadKind } from '@site/contracts';
import type { DataSource, EntityManager, EntityTarget } from 'typeorm';
import { LEAD_TABLE_NAMES } from '../entities/lead-table-names.js';
import { LeadInboxRepository } from '../inbox/lead-inbox-repository.js';
import type { LeadDetail } from '../inbox/lead-inbox-records.js';
import { isLeadId } from '../leads/lead-id.js';
import { LEAD_ENTITIES, type LeadRow } from '../leads/lead-rows.js';

/** One lead named by kind and id. */
export interface LeadKey {
  kind: LeadKind;
  id: string;
}

/** New values of a person's fields (each left out stays as stored); the columns they are kept in are named alike. */
export interface PersonFields {
  fullName?: string | undefined;
  company?: string | undefined;
  role?: string | undefined;
  workEmail?: string | undefined;
}

/** The fields each lead kind stores: an evidence-pack request has the address alone. */
const STORED_FIELDS: Readonly<Record<LeadKind, ReadonlyArray<keyof PersonFields>>> = {
  'contact-submission': ['fullName', 'company', 'role', 'workEmail'],
  'demo-request': ['fullName', 'company', 'role', 'workEmail'],
  'evidence-pack-request': ['workEmail'],
};

/** The comparison every method makes: the stored address, lower-cased (indexed: lower(work_email)), to a normalised one. */
const SAME_ADDRESS = 'lower(lead.workEmail) = :email';

/**
 * The lead tables seen by person: every lead of every kind whose address is `email`, as stored data (for an
 * export), as keys, or deleted. `email` is always normalised already (`normalisePersonEmail` of @site/contracts:
 * trimmed, lower-cased), so the match ignores the case the person typed.
 */
export class PersonRepository {
  private readonly inbox: LeadInboxRepository;

  constructor(private readonly dataSource: DataSource) {
    this.inbox = new LeadInboxRepository(dataSource);
  }

  /** False while the data source is not open (the API opens it in the background). */
  get isAvailable(): boolean {
    return this.dataSource.isInitialized;
  }

  /** The keys of the person's leads, every kind. */
  async leadKeys(email: string): Promise<LeadKey[]> {
    const perKind = await Promise.all(
      LEAD_KINDS.map(async (kind) => {
        const rows = await this.table(kind)
          .createQueryBuilder('lead')
          .select('lead.id', 'id')
          .where(SAME_ADDRESS, { email })
          .getRawMany<{ id: string }>();
        return rows.map(({ id }) => ({ kind, id }));
      }),
    );
    return perKind.flat();
  }

  /** The address a lead was sent from, as stored; undefined when the lead is not stored (any more). */
  async addressOf({ kind, id }: LeadKey): Promise<string | undefined> {
    if (!isLeadId(id)) return undefined;
    const row = await this.table(kind).findOne({ where: { id }, select: { id: true, workEmail: true } });
    return row?.workEmail;
  }

  /** Everything stored with each of the person's leads (fields, consent, email record, claim, history), oldest first. */
  async leads(email: string): Promise<LeadDetail[]> {
    const details = await Promise.all((await this.leadKeys(email)).map(({ kind, id }) => this.inbox.lead(kind, id)));
    return details.filter((detail): detail is LeadDetail => detail !== undefined).sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  }

  /** Deletes every lead of the person in one transaction; the keys of the rows deleted. */
  deleteLeads(email: string): Promise<LeadKey[]> {
    return this.dataSource.transaction(async (manager) => {
      const deleted: LeadKey[] = [];
      for (const kind of LEAD_KINDS) {
        const result = await manager
          .createQueryBuilder()
          .delete()
          .from(LEAD_ENTITIES[kind].entity as EntityTarget<LeadRow>, 'lead')
          // DELETE has no alias in PostgreSQL: the column is named without one here.
          .where('lower(work_email) = :email', { email })
          .returning('id')
          .execute();
        for (const { id } of result.raw as Array<{ id: string }>) deleted.push({ kind, id });
      }
      return deleted;
    });
  }

  /**
   * Writes `fields` into every lead of the person that stores them, inside `manager`'s transaction: the keys of the
   * leads changed (a lead of a kind that stores none of the fields is left alone).
   */
  async correctLeads(manager: EntityManager, email: string, fields: PersonFields): Promise<LeadKey[]> {
    const corrected: LeadKey[] = [];
    for (const kind of LEAD_KINDS) {
      const values = Object.fromEntries(STORED_FIELDS[kind].filter((field) => fields[field] !== undefined).map((field) => [field, fields[field]]));
      if (Object.keys(values).length === 0) continue;
      const result = await manager
        .createQueryBuilder()
        .update(LEAD_ENTITIES[kind].entity as EntityTarget<LeadRow>)
        .set(values)
        .where('lower(work_email) = :email', { email })
        .returning('id')
        .execute();
      for (const { id } of result.raw as Array<{ id: string }>) corrected.push({ kind, id });
    }
    return corrected;
  }

  /**
   * Addresses (normalised) whose last activity of any kind was before `before`, the longest idle first, at most
   * `limit`. A lead's activity is the latest of its arrival, its email to sales, its acknowledgement, its
   * follow-ups and its claim; a person's is the latest over all their leads, so a new lead keeps the older ones.
   */
  async idleAddresses(before: Date, limit: number): Promise<string[]> {
    const activity = LEAD_KINDS.map((kind) => {
      const receivedAt = kind === 'contact-submission' ? 'submitted_at' : 'requested_at';
      // GREATEST skips NULLs: steps that never happened do not count.
      return `SELECT lower(work_email) AS email,
                GREATEST(${receivedAt}, notified_at, acknowledged_at, escalated_at, final_alert_at, claimed_at) AS active_at
              FROM ${LEAD_TABLE_NAMES[kind]}`;
    }).join(' UNION ALL ');
    // Raw: a grouped UNION ALL over the three tables has no TypeORM form.
    const rows: Array<{ email: string }> = await this.dataSource.query(
      `SELECT email FROM (${activity}) AS activity GROUP BY email HAVING max(active_at) < $1 ORDER BY max(active_at) LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => row.email);
  }

  private table(kind: LeadKind) {
    return this.dataSource.getRepository(LEAD_ENTITIES[kind].entity as EntityTarget<LeadRow>);
  }
}
