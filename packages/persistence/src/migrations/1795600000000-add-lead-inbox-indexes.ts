import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_TABLES = [
  { table: 'contact_submissions', receivedAt: 'submitted_at', company: true },
  { table: 'demo_requests', receivedAt: 'requested_at', company: true },
  { table: 'evidence_pack_requests', receivedAt: 'requested_at', company: false },
] as const;

/**
 * Indexes of the staff inbox (see LeadInboxRepository for the query they serve). Per lead table:
 * - (received_at, id): the newest-first order and its keyset continuation `(received_at, id) < (…)`, scanned
 *   backwards; one index scan per table reads only the rows of the page.
 * - the same, partial on unclaimed leads: the "unclaimed" and "overdue" filters read just those rows.
 * - trigram GIN indexes on work_email and company: the case-insensitive substring search (`ILIKE '%text%'`), which
 *   no b-tree can serve. pg_trgm is a trusted extension of PostgreSQL's core contrib modules (shipped in Debian's
 *   postgresql-NN package), so the database owner may create it.
 */
export class AddLeadInboxIndexes1795600000000 implements MigrationInterface {
  name = 'AddLeadInboxIndexes1795600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const { table, receivedAt, company } of LEAD_TABLES) {
      await db.query(`CREATE INDEX ${table}_inbox_idx ON ${table} (${receivedAt}, id)`);
      await db.query(`CREATE INDEX ${table}_inbox_unclaimed_idx ON ${table} (${receivedAt}, id) WHERE claimed_at IS NULL`);
      await db.query(`CREATE INDEX ${table}_work_email_trgm_idx ON ${table} USING gin (work_email gin_trgm_ops)`);
      if (company) await db.query(`CREATE INDEX ${table}_company_trgm_idx ON ${table} USING gin (company gin_trgm_ops)`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { table } of LEAD_TABLES) {
      for (const index of ['inbox_idx', 'inbox_unclaimed_idx', 'work_email_trgm_idx', 'company_trgm_idx']) {
        await db.query(`DROP INDEX IF EXISTS ${table}_${index}`);
      }
    }
    // The extension stays: dropping it could break whatever else in the database came to use it.
  }
}
