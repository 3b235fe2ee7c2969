import type { EntitySchemaColumnOptions } from 'typeorm';

/** Columns every lead table has besides its own fields: consent, the honeypot flag and the email record. */
export const leadBookkeepingColumns: Record<string, EntitySchemaColumnOptions> = {
  consentAcceptedAt: { name: 'consent_accepted_at', type: 'timestamptz' },
  consentPolicyVersion: { name: 'consent_policy_version', type: 'text' },
  /** The honeypot was filled: kept for review, never emailed. */
  flagged: { name: 'flagged', type: 'boolean', default: false },
  /** Set only after the SMTP server accepted the email to sales. */
  notifiedAt: { name: 'notified_at', type: 'timestamptz', nullable: true },
  /** The Message-ID of the email to sales (derived from the lead id). */
  notificationMessageId: { name: 'notification_message_id', type: 'text', nullable: true },
  /** When someone from sales took the lead through its claim link, and their address. */
  claimedAt: { name: 'claimed_at', type: 'timestamptz', nullable: true },
  claimedBy: { name: 'claimed_by', type: 'text', nullable: true },
  /** When the "unclaimed" escalation and the final alert went out (each once per lead). */
  escalatedAt: { name: 'escalated_at', type: 'timestamptz', nullable: true },
  finalAlertAt: { name: 'final_alert_at', type: 'timestamptz', nullable: true },
  /** The acknowledgement to the person who sent the lead: 'sending' (allowed by its caps), 'sent', or the cap that skipped it. */
  acknowledgement: { name: 'acknowledgement', type: 'text', nullable: true },
  /** When the SMTP server accepted the acknowledgement. */
  acknowledgedAt: { name: 'acknowledged_at', type: 'timestamptz', nullable: true },
  /**
   * When the lead's acknowledgement and webhook jobs were added to the queue. Once set, no run adds them again: a
   * replayed lead whose finished jobs Redis has removed sends no second acknowledgement or webhook.
   */
  deliveriesQueuedAt: { name: 'deliveries_queued_at', type: 'timestamptz', nullable: true },
  /** Lead source (see @site/contracts lead-source.ts). */
  sourcePage: { name: 'source_page', type: 'text', nullable: true },
  landingPage: { name: 'landing_page', type: 'text', nullable: true },
  referrer: { name: 'referrer', type: 'text', nullable: true },
  utmSource: { name: 'utm_source', type: 'text', nullable: true },
  utmMedium: { name: 'utm_medium', type: 'text', nullable: true },
  utmCampaign: { name: 'utm_campaign', type: 'text', nullable: true },
  utmTerm: { name: 'utm_term', type: 'text', nullable: true },
  utmContent: { name: 'utm_content', type: 'text', nullable: true },
};

/** The person a contact submission or a demo request is from (an evidence-pack request has the address alone). */
export interface LeadPerson {
  workEmail: string;
  fullName: string;
  company: string;
  role: string;
  deploymentInterest: string | null;
}

/** The columns of LeadPerson, the same in contact_submissions and demo_requests. */
export const leadPersonColumns: Record<keyof LeadPerson, EntitySchemaColumnOptions> = {
  workEmail: { name: 'work_email', type: 'text' },
  fullName: { name: 'full_name', type: 'text' },
  company: { name: 'company', type: 'text' },
  role: { name: 'role', type: 'text' },
  deploymentInterest: { name: 'deployment_interest', type: 'text', nullable: true },
};

/** The caps of the acknowledgement, per hour: per client address, per recipient (registrable) domain, and site-wide. */
export const ACKNOWLEDGEMENT_CAPS = ['client', 'domain', 'global'] as const;
export type AcknowledgementCap = (typeof ACKNOWLEDGEMENT_CAPS)[number];

/** The state of an acknowledgement that `cap` skipped. */
export type AcknowledgementSkipped = `over-${AcknowledgementCap}-cap`;

/**
 * Where a lead's acknowledgement email stands: `sending` once its caps let it through (so a retry does not count it
 * again), `sent` once the SMTP server accepted it, `over-<cap>-cap` when that cap skipped it. Null: not yet.
 */
export type AcknowledgementState = 'sending' | 'sent' | AcknowledgementSkipped;

/** Common fields of the three lead entities. */
export interface LeadBookkeeping {
  consentAcceptedAt: Date;
  consentPolicyVersion: string;
  flagged: boolean;
  notifiedAt: Date | null;
  notificationMessageId: string | null;
  claimedAt: Date | null;
  claimedBy: string | null;
  escalatedAt: Date | null;
  finalAlertAt: Date | null;
  acknowledgement: AcknowledgementState | null;
  acknowledgedAt: Date | null;
  deliveriesQueuedAt: Date | null;
  sourcePage: string | null;
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}
