import { Injectable } from '@nestjs/common';
import type { LeadKind, LeadVerdict } from '@site/contracts';
import { LeadRepository } from '@site/persistence';

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
  /** Leads received in the period, by kind and inquiry type (spam left out). */
  received: ReceivedCount[];
  totals: { received: number; claimed: number; unclaimed: number };
  /** Leads received in the period by verdict: spam is counted here only, unverified ones are in `received` too. */
  verdicts: Record<LeadVerdict, number>;
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

/** The figures of the daily digest, from the lead repository (all three lead kinds). */
@Injectable()
export class DigestReporter {
  constructor(private readonly leads: LeadRepository) {}

  async report(periodEnd: Date): Promise<DigestReport> {
    const periodStart = new Date(periodEnd.getTime() - DIGEST_PERIOD_MS);
    const lookback = new Date(periodEnd.getTime() - UNCLAIMED_LOOKBACK_DAYS * DIGEST_PERIOD_MS);
    const [received, verdicts, timeToClaim, unclaimed] = await Promise.all([
      this.leads.receivedCounts(periodStart, periodEnd),
      this.leads.verdictCounts(periodStart, periodEnd),
      this.leads.timeToClaim(periodStart, periodEnd),
      this.leads.unclaimed(lookback, periodEnd, UNCLAIMED_LIST_LIMIT),
    ]);
    const counts = received.map((row) => ({ ...row, unclaimed: row.total - row.claimed }));
    return {
      periodStart,
      periodEnd,
      received: counts,
      totals: {
        received: counts.reduce((sum, row) => sum + row.total, 0),
        claimed: counts.reduce((sum, row) => sum + row.claimed, 0),
        unclaimed: counts.reduce((sum, row) => sum + row.unclaimed, 0),
      },
      verdicts,
      timeToClaim,
      unclaimed: unclaimed.rows.map((lead) => ({
        kind: lead.kind,
        id: lead.id,
        receivedAt: lead.receivedAt,
        inquiryType: lead.inquiryType,
        company: lead.company,
        workEmail: lead.workEmail,
        ageMs: periodEnd.getTime() - lead.receivedAt.getTime(),
      })),
      unclaimedTotal: unclaimed.total,
    };
  }
}
