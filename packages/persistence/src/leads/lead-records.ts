import type { ConsentRecord, FollowUpStep, LeadKind, LeadVerdict, LeadView, VerdictSignal } from '@site/contracts';
import type { AcknowledgementState } from '../entities/lead-columns.js';
import type { LeadViewRow } from '../entities/lead.view.js';

/** What the worker needs to know about a stored lead before announcing it. */
export interface NotificationState {
  /** The lead's verdict: `spam` is never emailed; `unverified` is emailed as such, its deliveries wait for staff. */
  verdict: LeadVerdict;
  /** The verdict is spam. */
  flagged: boolean;
  notifiedAt: Date | null;
  /** When its acknowledgement and webhook jobs were added (null: not yet). */
  deliveriesQueuedAt: Date | null;
}

/** A stored lead with its claim and follow-up record. */
export interface StoredLead {
  /** The lead's kind, id, arrival and fields (what the emails, webhooks and claim links show). */
  lead: LeadView;
  /** The privacy consent stored with the lead (what the sales email records). */
  consent: ConsentRecord;
  verdict: LeadVerdict;
  verdictSignals: VerdictSignal[];
  /** The verdict is spam. */
  flagged: boolean;
  /** When sales were emailed about the lead (null: not yet). */
  notifiedAt: Date | null;
  /** When its acknowledgement and webhook jobs were added (null: not yet). */
  deliveriesQueuedAt: Date | null;
  claimedAt: Date | null;
  claimedBy: string | null;
  /** When each follow-up step went out (null: not yet). */
  followUpSentAt: Record<FollowUpStep, Date | null>;
  /** Where the acknowledgement email to the lead stands (null: not started). */
  acknowledgement: AcknowledgementState | null;
}

/** Who last set a lead's verdict, and when (null: the API, on arrival). */
export interface VerdictSetting {
  verdict: LeadVerdict;
  changedAt: Date | null;
  changedBy: string | null;
}

/**
 * What became of a staff change of a lead's verdict: `changed` (with the setting it replaced, which `undoVerdictChange`
 * puts back), `unchanged` (the lead had that verdict already) or `not-found`.
 */
export type VerdictChange =
  | { outcome: 'changed'; kind: LeadKind; id: string; verdict: LeadVerdict; changedAt: Date; changedBy: string; previous: VerdictSetting }
  | { outcome: 'unchanged'; verdict: LeadVerdict }
  | { outcome: 'not-found' };

/** One lead named by kind and id, with the time the API accepted it. */
export interface LeadRef {
  kind: LeadKind;
  id: string;
  receivedAt: Date;
}

/** The fields every lead kind shares (a row of the `leads` view): what the claim page and the digest show. */
export type LeadSummary = Pick<
  LeadViewRow,
  'kind' | 'id' | 'receivedAt' | 'inquiryType' | 'company' | 'fullName' | 'workEmail' | 'claimedAt' | 'claimedBy'
>;

/** A lead someone has claimed. */
export type ClaimedLead = LeadSummary & { claimedAt: Date; claimedBy: string };

export type ClaimResult = { outcome: 'claimed'; lead: ClaimedLead } | { outcome: 'already-claimed'; lead: ClaimedLead } | { outcome: 'not-found' };

/** Leads of one kind and inquiry type received in a period, and how many of them are claimed. */
export interface ReceivedCount {
  kind: LeadKind;
  inquiryType: string;
  total: number;
  claimed: number;
}

/** Claims made in a period: how long each lead waited for its claim. */
export interface TimeToClaim {
  claims: number;
  medianMs: number | null;
  worstMs: number | null;
}

/** Of the leads whose 24-hour outcome is known, how many were claimed within the promise. */
export interface ClaimPromiseOutcome {
  claimedInTime: number;
  decided: number;
}

/** A page of a newest-first list, and how many rows match in all. */
export interface LeadPage<T> {
  rows: T[];
  total: number;
}

/**
 * Which rows of a newest-first list: `offset` rows skipped, at most `limit` returned. The order is
 * (receivedAt, id) descending, the order a keyset cursor continues from.
 */
export interface LeadListWindow {
  offset: number;
  limit: number;
}
