import { Injectable } from '@nestjs/common';
import type { LeadKind } from '@site/contracts';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import { DataSource } from 'typeorm';

/** What the claim page shows of a lead. */
export interface ClaimableLead {
  kind: LeadKind;
  id: string;
  receivedAt: Date;
  inquiryType: string;
  company: string | null;
  fullName: string | null;
  workEmail: string;
  claimedAt: Date | null;
  claimedBy: string | null;
}

export type ClaimResult =
  | { outcome: 'claimed'; lead: ClaimableLead & { claimedAt: Date; claimedBy: string } }
  | { outcome: 'already-claimed'; lead: ClaimableLead & { claimedAt: Date; claimedBy: string } }
  | { outcome: 'not-found' };

interface LeadViewRow {
  kind: LeadKind;
  id: string;
  received_at: Date;
  inquiry_type: string;
  company: string | null;
  full_name: string | null;
  work_email: string;
  claimed_at: Date | null;
  claimed_by: string | null;
}

function fromRow(row: LeadViewRow): ClaimableLead {
  return {
    kind: row.kind,
    id: row.id,
    receivedAt: row.received_at,
    inquiryType: row.inquiry_type,
    company: row.company,
    fullName: row.full_name,
    workEmail: row.work_email,
    claimedAt: row.claimed_at,
    claimedBy: row.claimed_by,
  };
}

/** Reads and records claims of leads in PostgreSQL. */
@Injectable()
export class LeadClaimStore {
  constructor(private readonly dataSource: DataSource) {}

  async find(kind: LeadKind, id: string): Promise<ClaimableLead | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT kind, id, received_at, inquiry_type, company, full_name, work_email, claimed_at, claimed_by
         FROM leads WHERE kind = $1 AND id = $2`,
      [kind, id],
    )) as LeadViewRow[];
    return rows[0] && fromRow(rows[0]);
  }

  /**
   * Records the claim unless someone claimed the lead first: one UPDATE guarded by `claimed_at IS NULL`, so of
   * two simultaneous claims exactly one wins and the other learns who has the lead.
   */
  async claim(kind: LeadKind, id: string, claimer: string): Promise<ClaimResult> {
    const table = LEAD_TABLE_NAMES[kind];
    // A CTE so the driver answers with the returned rows (a bare UPDATE … RETURNING answers [rows, count]).
    const rows = (await this.dataSource.query(
      `WITH won AS (UPDATE ${table} SET claimed_at = now(), claimed_by = $2 WHERE id = $1 AND claimed_at IS NULL RETURNING id)
       SELECT id FROM won`,
      [id, claimer],
    )) as Array<{ id: string }>;
    const lead = await this.find(kind, id);
    if (!lead || !lead.claimedAt || !lead.claimedBy) return { outcome: 'not-found' };
    const claimed = { ...lead, claimedAt: lead.claimedAt, claimedBy: lead.claimedBy };
    return { outcome: rows.length === 1 ? 'claimed' : 'already-claimed', lead: claimed };
  }
}
