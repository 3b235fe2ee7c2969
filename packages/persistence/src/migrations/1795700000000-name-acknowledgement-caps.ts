import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_TABLES = ['contact_submissions', 'demo_requests', 'evidence_pack_requests'] as const;

/**
 * The acknowledgement has three caps now (per client address, per recipient domain, site-wide), so a skipped one
 * records which cap skipped it: `over-client-cap`, `over-domain-cap`, `over-global-cap`. The one cap before was the
 * per-domain one, so its `rate-limited` rows become `over-domain-cap`.
 */
export class NameAcknowledgementCaps1795700000000 implements MigrationInterface {
  name = 'NameAcknowledgementCaps1795700000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_acknowledgement_check`);
      await db.query(`UPDATE ${table} SET acknowledgement = 'over-domain-cap' WHERE acknowledgement = 'rate-limited'`);
      await db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_acknowledgement_check
        CHECK (acknowledgement IN ('sending', 'sent', 'over-client-cap', 'over-domain-cap', 'over-global-cap'))`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_acknowledgement_check`);
      await db.query(`UPDATE ${table} SET acknowledgement = 'rate-limited' WHERE acknowledgement LIKE 'over-%-cap'`);
      await db.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_acknowledgement_check CHECK (acknowledgement IN ('sending', 'sent', 'rate-limited'))`,
      );
    }
  }
}
