import { EntitySchema } from 'typeorm';
import { leadBookkeepingColumns, type LeadBookkeeping } from './lead-columns.js';

/** An evidence-pack request (table evidence_pack_requests), plus consent and email record. */
export interface EvidencePackRequestRow extends LeadBookkeeping {
  id: string;
  workEmail: string;
  purpose: string | null;
  requestedAt: Date;
}

export const EvidencePackRequestEntity = new EntitySchema<EvidencePackRequestRow>({
  name: 'EvidencePackRequest',
  tableName: 'evidence_pack_requests',
  columns: {
    id: { name: 'id', type: 'uuid', primary: true },
    workEmail: { name: 'work_email', type: 'text' },
    purpose: { name: 'purpose', type: 'text', nullable: true },
    requestedAt: { name: 'requested_at', type: 'timestamptz', default: () => 'now()' },
    ...leadBookkeepingColumns,
  },
});
