import { EntitySchema } from 'typeorm';
import { leadBookkeepingColumns, type LeadBookkeeping } from './lead-columns.js';

/** A demo request (table demo_requests), plus consent and email record. */
export interface DemoRequestRow extends LeadBookkeeping {
  id: string;
  workEmail: string;
  fullName: string;
  company: string;
  role: string;
  deploymentInterest: string | null;
  preferredTime: string | null;
  requestedAt: Date;
}

export const DemoRequestEntity = new EntitySchema<DemoRequestRow>({
  name: 'DemoRequest',
  tableName: 'demo_requests',
  columns: {
    id: { name: 'id', type: 'uuid', primary: true },
    workEmail: { name: 'work_email', type: 'text' },
    fullName: { name: 'full_name', type: 'text' },
    company: { name: 'company', type: 'text' },
    role: { name: 'role', type: 'text' },
    deploymentInterest: { name: 'deployment_interest', type: 'text', nullable: true },
    preferredTime: { name: 'preferred_time', type: 'text', nullable: true },
    requestedAt: { name: 'requested_at', type: 'timestamptz', default: () => 'now()' },
    ...leadBookkeepingColumns,
  },
});
