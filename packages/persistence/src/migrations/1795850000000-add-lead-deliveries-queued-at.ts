import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_TABLES = ['contact_submissions', 'demo_requests', 'evidence_pack_requests'] as const;

/**
 * When a lead's acknowledgement and webhook jobs were added to the queue, so that a lead replayed after Redis removed
 * its finished jobs is not acknowledged or pushed again. Leads stored before this column existed had theirs added
 * already, except leads not emailed yet, whose next run adds them (a job id that still exists is a no-op).
 */
export class AddLeadDeliveriesQueuedAt1795850000000 implements MigrationInterface {
  name = 'AddLeadDeliveriesQueuedAt1795850000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN deliveries_queued_at timestamptz NULL`);
      await db.query(`UPDATE ${table} SET deliveries_queued_at = notified_at WHERE notified_at IS NOT NULL AND NOT flagged`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table} DROP COLUMN deliveries_queued_at`);
    }
  }
}
