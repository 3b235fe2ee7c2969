import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_TABLES = ['contact_submissions', 'demo_requests', 'evidence_pack_requests'] as const;

/**
 * Data-subject requests, retention and consent withdrawal:
 * - `privacy_audit_log`: one row per export, erasure, retention run or withdrawal: who, when, which request and
 *   what it counted. It never holds an address or anything else it erased (see PrivacyAuditEntry).
 * - per lead table, an index on lower(work_email): a request names a person by address in any case, and the
 *   tables keep the address as typed.
 */
export class AddPrivacyAuditLog1795900000000 implements MigrationInterface {
  name = 'AddPrivacyAuditLog1795900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE privacy_audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      at timestamptz NOT NULL DEFAULT now(),
      action text NOT NULL CHECK (action IN ('export', 'erasure', 'retention', 'withdrawal')),
      actor text NOT NULL,
      request_id text,
      counts jsonb NOT NULL
    )`);
    await db.query('CREATE INDEX privacy_audit_log_at_idx ON privacy_audit_log (at)');
    for (const table of LEAD_TABLES) {
      await db.query(`CREATE INDEX ${table}_work_email_lower_idx ON ${table} (lower(work_email))`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) await db.query(`DROP INDEX IF EXISTS ${table}_work_email_lower_idx`);
    await db.query('DROP TABLE IF EXISTS privacy_audit_log');
  }
}
