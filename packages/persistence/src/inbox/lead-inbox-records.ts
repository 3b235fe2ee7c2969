import type { LeadKind, LeadSource, LeadVerdict, VerdictSignal } from '@site/contracts';
import type { AcknowledgementState } from '../entities/lead-columns.js';

/** One lead as a row of the staff inbox: what every kind has, its source, email record, claim and follow-ups. */
export interface LeadInboxItem {
  kind: LeadKind;
  id: string;
  /** When the API accepted the lead. */
  receivedAt: Date;
  /** Null for evidence-pack requests (their form asks only for an email). */
  company: string | null;
  fullName: string | null;
  workEmail: string;
  /** The contact's inquiry type ('general' when none), 'demo' or 'evidence-pack'. */
  inquiryType: string;
  /** Landing page, previous page, referrer and utm_* fields; null when none was recorded. */
  source: LeadSource | null;
  /** What the API decided on arrival (`ok`, `unverified`, `spam`), or staff since; and the signals the API saw. */
  verdict: LeadVerdict;
  verdictSignals: VerdictSignal[];
  /** The verdict is spam: kept for review, never emailed. */
  flagged: boolean;
  /** When the SMTP server accepted the email to sales, and its Message-ID; null while not emailed. */
  notifiedAt: Date | null;
  notificationMessageId: string | null;
  claimedAt: Date | null;
  claimedBy: string | null;
  escalatedAt: Date | null;
  finalAlertAt: Date | null;
}

/** A page of the inbox and the cursor of the next one (null on the last page). */
export interface LeadInboxPage {
  items: LeadInboxItem[];
  nextCursor: string | null;
}

/** Something that happened to a lead, from its stored timestamps. */
export type LeadHistoryEvent =
  | { event: 'received'; at: Date }
  | { event: 'emailed'; at: Date; messageId: string | null }
  | { event: 'acknowledged'; at: Date }
  | { event: 'escalated'; at: Date }
  | { event: 'final-alert'; at: Date }
  | { event: 'claimed'; at: Date; by: string | null }
  | { event: 'verdict-changed'; at: Date; by: string | null; verdict: LeadVerdict };

/** The kind-specific answers of a lead's form (role, deployment interest, compliance needs, preferred time, purpose…). */
export type LeadDetailFields = Record<string, string | boolean | null>;

/** One lead with everything stored about it, and its history oldest first. */
export interface LeadDetail extends LeadInboxItem {
  fields: LeadDetailFields;
  /** The contact form's message; null for the other kinds or when left empty. */
  message: string | null;
  consent: { acceptedAt: Date; policyVersion: string };
  /** When and by whom staff last changed the verdict (null: as the API decided it). */
  verdictChangedAt: Date | null;
  verdictChangedBy: string | null;
  email: {
    notifiedAt: Date | null;
    messageId: string | null;
    /** Where the acknowledgement to the sender stands (null: not started) and when it was accepted. */
    acknowledgement: AcknowledgementState | null;
    acknowledgedAt: Date | null;
  };
  history: LeadHistoryEvent[];
}
