import { Injectable } from '@nestjs/common';
import type { LeadKind } from '@site/contracts';
import { DataSource } from 'typeorm';

/** Leads of one kind and inquiry type received in the digest's period. */
export interface ReceivedCount {
  kind: LeadKind;
  inquiryType: string;
  total: number;
  claimed: number;
  unclaimed: number;
}

/** A lead nobody has claimed yet. */
export interface UnclaimedLead {
  kind: LeadKind;
  id: string;
  receivedAt: Date;
  inquiryType: string;
  company: string | null;
  workEmail: string;
  ageMs: number;
}

export interface DigestReport {
  periodStart: Date;
  periodEnd: Date;
  /** Leads received in the period, by kind and inquiry type (honeypot hits left out). */
  received: ReceivedCount[];
  totals: { received: number; claimed: number; unclaimed: number };
  /** Claims made in the period: how long each lead waited for its claim. */
  timeToClaim: { claims: number; medianMs: number | null; worstMs: number | null };
  /** Every lead still unclaimed that arrived within UNCLAIMED_LOOKBACK_DAYS, oldest first (at most UNCLAIMED_LIST_LIMIT). */
  unclaimed: UnclaimedLead[];
  /** How many unclaimed leads there are in all (the list may be cut). */
  unclaimedTotal: number;
}

export const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
export const UNCLAIMED_LOOKBACK_DAYS = 30;
export const UNCLAIMED_LIST_LIMIT = 100;

/** The figures of the daily digest, read from the `leads` view (all three lead tables). */
@Injectable()
export class DigestReporter {
  constructor(private readonly dataSource: DataSource) {}

  async report(periodEnd: Date): Promise<DigestReport> {
    const periodStart = new Date(periodEnd.getTime() - DIGEST_PERIOD_MS);
    const lookback = new Date(periodEnd.getTime() - UNCLAIMED_LOOKBACK_DAYS * DIGEST_PERIOD_MS);
    const [received, claims, unclaimed, unclaimedTotal] = await Promise.all([
      this.dataSource.query(
        `SELECT kind, inquiry_type, count(*)::int AS total, count(claimed_at)::int AS claimed
           FROM leads WHERE NOT flagged AND received_at >= $1 AND received_at < $2
          GROUP BY kind, inquiry_type ORDER BY kind, inquiry_type`,
        [periodStart, periodEnd],
      ) as Promise<Array<{ kind: LeadKind; inquiry_type: string; total: number; claimed: number }>>,
      this.dataSource.query(
        `SELECT count(*)::int AS claims,
                (percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM claimed_at - received_at)) * 1000)::float8 AS median_ms,
                (max(EXTRACT(EPOCH FROM claimed_at - received_at)) * 1000)::float8 AS worst_ms
           FROM leads WHERE NOT flagged AND claimed_at >= $1 AND claimed_at < $2`,
        [periodStart, periodEnd],
      ) as Promise<Array<{ claims: number; median_ms: number | null; worst_ms: number | null }>>,
      this.dataSource.query(
        `SELECT kind, id, received_at, inquiry_type, company, work_email
           FROM leads WHERE NOT flagged AND claimed_at IS NULL AND received_at >= $1 AND received_at < $2
          ORDER BY received_at ASC LIMIT ${UNCLAIMED_LIST_LIMIT}`,
        [lookback, periodEnd],
      ) as Promise<Array<{ kind: LeadKind; id: string; received_at: Date; inquiry_type: string; company: string | null; work_email: string }>>,
      this.dataSource.query(
        `SELECT count(*)::int AS n FROM leads WHERE NOT flagged AND claimed_at IS NULL AND received_at >= $1 AND received_at < $2`,
        [lookback, periodEnd],
      ) as Promise<Array<{ n: number }>>,
    ]);
    const counts = received.map((row) => ({
      kind: row.kind,
      inquiryType: row.inquiry_type,
      total: row.total,
      claimed: row.claimed,
      unclaimed: row.total - row.claimed,
    }));
    const claimRow = claims[0];
    return {
      periodStart,
      periodEnd,
      received: counts,
      totals: {
        received: counts.reduce((sum, row) => sum + row.total, 0),
        claimed: counts.reduce((sum, row) => sum + row.claimed, 0),
        unclaimed: counts.reduce((sum, row) => sum + row.unclaimed, 0),
      },
      timeToClaim: {
        claims: claimRow?.claims ?? 0,
        medianMs: claimRow?.median_ms ?? null,
        worstMs: claimRow?.worst_ms ?? null,
      },
      unclaimed: unclaimed.map((row) => ({
        kind: row.kind,
        id: row.id,
        receivedAt: row.received_at,
        inquiryType: row.inquiry_type,
        company: row.company,
        workEmail: row.work_email,
        ageMs: periodEnd.getTime() - row.received_at.getTime(),
      })),
      unclaimedTotal: unclaimedTotal[0]?.n ?? 0,
    };
  }
}
