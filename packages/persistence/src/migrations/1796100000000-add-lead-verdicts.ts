import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_TABLES = [
  { table: 'contact_submissions', receivedAt: 'submitted_at' },
  { table: 'demo_requests', receivedAt: 'requested_at' },
  { table: 'evidence_pack_requests', receivedAt: 'requested_at' },
] as const;

/** The `leads` view, with or without the verdict column (see the view entity, lead.view.ts). */
function leadsView(withVerdict: boolean): string {
  const verdict = withVerdict ? ', verdict' : '';
  return `CREATE VIEW leads AS
      SELECT 'contact-submission'::text AS kind, id, submitted_at AS received_at, COALESCE(inquiry_type, 'general') AS inquiry_type,
             company, full_name, work_email, flagged, notified_at, claimed_at, claimed_by, escalated_at, final_alert_at${verdict}
        FROM contact_submissions
      UNION ALL
      SELECT 'demo-request', id, requested_at, 'demo', company, full_name, work_email, flagged, notified_at, claimed_at,
             claimed_by, escalated_at, final_alert_at${verdict}
        FROM demo_requests
      UNION ALL
      SELECT 'evidence-pack-request', id, requested_at, 'evidence-pack', NULL, NULL, work_email, flagged, notified_at,
             claimed_at, claimed_by, escalated_at, final_alert_at${verdict}
        FROM evidence_pack_requests`;
}

/** The partial indexes that read `flagged` (dropped with the column, made again on the new one). */
async function createFlaggedIndexes(db: QueryRunner, table: string, receivedAt: string): Promise<void> {
  await db.query(`CREATE INDEX ${table}_unnotified_idx ON ${table} (notified_at) WHERE notified_at IS NULL AND flagged = false`);
  await db.query(`CREATE INDEX ${table}_unclaimed_idx ON ${table} (${receivedAt}) WHERE claimed_at IS NULL AND flagged = false`);
}

/**
 * A verdict on every lead (`ok`, `unverified`, `spam`), the signals it rests on, and who changed it last and when
 * (staff marking a lead OK or spam). `flagged` (never email) becomes what the verdict says: a column generated from
 * it, so every reader of `flagged` keeps working. Leads stored before are `spam` on the honeypot if flagged, else `ok`.
 */
export class AddLeadVerdicts1796100000000 implements MigrationInterface {
  name = 'AddLeadVerdicts1796100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP VIEW leads');
    for (const { table, receivedAt } of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table}
        ADD COLUMN verdict text NOT NULL DEFAULT 'ok' CONSTRAINT ${table}_verdict_check CHECK (verdict IN ('ok', 'unverified', 'spam')),
        ADD COLUMN verdict_signals text[] NOT NULL DEFAULT '{}',
        ADD COLUMN verdict_changed_at timestamptz NULL,
        ADD COLUMN verdict_changed_by text NULL`);
      await db.query(`UPDATE ${table} SET verdict = 'spam', verdict_signals = '{honeypot}' WHERE flagged`);
      await db.query(`ALTER TABLE ${table} DROP COLUMN flagged`);
      await db.query(`ALTER TABLE ${table} ADD COLUMN flagged boolean GENERATED ALWAYS AS (verdict = 'spam') STORED`);
      await createFlaggedIndexes(db, table, receivedAt);
      // The inbox's Spam and Unverified views.
      await db.query(`CREATE INDEX ${table}_verdict_idx ON ${table} (verdict, ${receivedAt}, id) WHERE verdict <> 'ok'`);
    }
    await db.query(leadsView(true));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP VIEW leads');
    for (const { table, receivedAt } of LEAD_TABLES) {
      await db.query(`DROP INDEX IF EXISTS ${table}_verdict_idx`);
      await db.query(`ALTER TABLE ${table} DROP COLUMN flagged`);
      await db.query(`ALTER TABLE ${table} ADD COLUMN flagged boolean NOT NULL DEFAULT false`);
      await db.query(`UPDATE ${table} SET flagged = (verdict = 'spam')`);
      await createFlaggedIndexes(db, table, receivedAt);
      await db.query(`ALTER TABLE ${table}
        DROP COLUMN verdict, DROP COLUMN verdict_signals, DROP COLUMN verdict_changed_at, DROP COLUMN verdict_changed_by`);
    }
    await db.query(leadsView(false));
  }
}
