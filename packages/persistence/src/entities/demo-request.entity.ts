import { EntitySchema } from 'typeorm';
import { leadBookkeepingColumns, type LeadBookkeeping, type LeadPerson, leadPersonColumns } from './lead-columns.js';

/** A demo request (table demo_requests), plus consent and email record. */
export interface DemoRequestRow extends LeadBookkeeping, LeadPerson {
  id: string;
  preferredTime: string | null;
  requestedAt: Date;
}

export const DemoRequestEntity = new EntitySchema<DemoRequestRow>({
  name: 'DemoRequest',
  tableName: 'demo_requests',
  columns: {
    id: { name: 'id', type: 'uuid', primary: true },
    ...leadPersonColumns,
    preferredTime: { name: 'preferred_time', type: 'text', nullable: true },
    requestedAt: { name: 'requested_at', type: 'timestamptz', default: () => 'now()' },
    ...leadBookkeepingColumns,
  },
});
