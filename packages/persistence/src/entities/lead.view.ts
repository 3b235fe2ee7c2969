import type { LeadKind, LeadVerdict } from '@site/contracts';
import { EntitySchema } from 'typeorm';

/**
 * The `leads` view (created by a migration): the three lead tables as one, with the fields every kind shares.
 * Read only; the digest, the gauges and the claim page read through it.
 */
export interface LeadViewRow {
  kind: LeadKind;
  id: string;
  /** submitted_at of a contact submission, requested_at of the other kinds. */
  receivedAt: Date;
  /** The contact's inquiry type ('general' when none), 'demo' or 'evidence-pack'. */
  inquiryType: string;
  company: string | null;
  fullName: string | null;
  workEmail: string;
  /** The lead's verdict (flagged: it is spam). */
  verdict: LeadVerdict;
  flagged: boolean;
  notifiedAt: Date | null;
  claimedAt: Date | null;
  claimedBy: string | null;
  escalatedAt: Date | null;
  finalAlertAt: Date | null;
}

export const LeadViewEntity = new EntitySchema<LeadViewRow>({
  name: 'LeadView',
  tableName: 'leads',
  type: 'view',
  columns: {
    // TypeORM wants a primary key on every entity: (kind, id) names one lead.
    kind: { name: 'kind', type: 'text', primary: true },
    id: { name: 'id', type: 'uuid', primary: true },
    receivedAt: { name: 'received_at', type: 'timestamptz' },
    inquiryType: { name: 'inquiry_type', type: 'text' },
    company: { name: 'company', type: 'text', nullable: true },
    fullName: { name: 'full_name', type: 'text', nullable: true },
    workEmail: { name: 'work_email', type: 'text' },
    verdict: { name: 'verdict', type: 'text' },
    flagged: { name: 'flagged', type: 'boolean' },
    notifiedAt: { name: 'notified_at', type: 'timestamptz', nullable: true },
    claimedAt: { name: 'claimed_at', type: 'timestamptz', nullable: true },
    claimedBy: { name: 'claimed_by', type: 'text', nullable: true },
    escalatedAt: { name: 'escalated_at', type: 'timestamptz', nullable: true },
    finalAlertAt: { name: 'final_alert_at', type: 'timestamptz', nullable: true },
  },
});
