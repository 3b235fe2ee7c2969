import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_TABLES = ['contact_submissions', 'demo_requests', 'evidence_pack_requests'] as const;

/**
 * The acknowledgement email to the person who sent a lead, once per lead: where it stands (`sending`, `sent`,
 * `rate-limited`) and when the SMTP server accepted it.
 */
export class AddLeadAcknowledgement1795500000000 implements MigrationInterface {
  name = 'AddLeadAcknowledgement1795500000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table}
        ADD COLUMN acknowledgement text NULL CONSTRAINT ${table}_acknowledgement_check CHECK (acknowledgement IN ('sending', 'sent', 'rate-limited')),
        ADD COLUMN acknowledged_at timestamptz NULL`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table} DROP COLUMN acknowledgement, DROP COLUMN acknowledged_at`);
    }
  }
}
