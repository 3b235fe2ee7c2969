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
};

/** Common fields of the three lead entities. */
export interface LeadBookkeeping {
  consentAcceptedAt: Date;
  consentPolicyVersion: string;
  flagged: boolean;
  notifiedAt: Date | null;
  notificationMessageId: string | null;
}
