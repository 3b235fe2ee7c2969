import { EntitySchema } from 'typeorm';
import { leadBookkeepingColumns, type LeadBookkeeping, type LeadPerson, leadPersonColumns } from './lead-columns.js';

/** A contact-form lead (table contact_submissions), plus the inquiry type, consent record and email record. */
export interface ContactSubmissionRow extends LeadBookkeeping, LeadPerson {
  id: string;
  estimatedAssetCount: string | null;
  message: string | null;
  socCompliance: boolean;
  hipaaCompliance: boolean;
  ndaRequired: boolean;
  privacyConsent: boolean;
  inquiryType: string | null;
  submittedAt: Date;
}

export const ContactSubmissionEntity = new EntitySchema<ContactSubmissionRow>({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  columns: {
    id: { name: 'id', type: 'uuid', primary: true },
    ...leadPersonColumns,
    estimatedAssetCount: { name: 'estimated_asset_count', type: 'text', nullable: true },
    message: { name: 'message', type: 'text', nullable: true },
    socCompliance: { name: 'soc_compliance', type: 'boolean', default: false },
    hipaaCompliance: { name: 'hipaa_compliance', type: 'boolean', default: false },
    ndaRequired: { name: 'nda_required', type: 'boolean', default: false },
    privacyConsent: { name: 'privacy_consent', type: 'boolean', default: true },
    inquiryType: { name: 'inquiry_type', type: 'text', nullable: true },
    submittedAt: { name: 'submitted_at', type: 'timestamptz', default: () => 'now()' },
    ...leadBookkeepingColumns,
  },
});
