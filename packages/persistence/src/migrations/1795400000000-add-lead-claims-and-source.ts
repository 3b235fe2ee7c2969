import type { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_TABLES = [
  { table: 'contact_submissions', receivedAt: 'submitted_at' },
  { table: 'demo_requests', receivedAt: 'requested_at' },
  { table: 'evidence_pack_requests', receivedAt: 'requested_at' },
] as const;

/**
 * The 24-hour promise: who claimed each lead and when, when its escalation and final alert went out, and where
 * the lead came from (landing page, referrer, utm_*). Plus the `leads` view: the three lead tables as one, for the
 * digest, the metrics and the claim page.
 */
export class AddLeadClaimsAndSource1795400000000 implements MigrationInterface {
  name = 'AddLeadClaimsAndSource1795400000000';

  async up(db: QueryRunner): Promise<void> {
    for (const { table, receivedAt } of LEAD_TABLES) {
      await db.query(`ALTER TABLE ${table}
        ADD COLUMN claimed_at timestamptz NULL,
        ADD COLUMN claimed_by text NULL,
        ADD COLUMN escalated_at timestamptz NULL,
        ADD COLUMN final_alert_at timestamptz NULL,
        ADD COLUMN source_page text NULL,
        ADD COLUMN landing_page text NULL,
        ADD COLUMN referrer text NULL,
        ADD COLUMN utm_source text NULL,
        ADD COLUMN utm_medium text NULL,
        ADD COLUMN utm_campaign text NULL,
        ADD COLUMN utm_term text NULL,
        ADD COLUMN utm_content text NULL`);
      // The digest and the "unclaimed past 24 h" gauge look for unclaimed leads by age.
      await db.query(`CREATE INDEX ${table}_unclaimed_idx ON ${table} (${receivedAt}) WHERE claimed_at IS NULL AND flagged = false`);
    }
    await db.query(`CREATE VIEW leads AS
      SELECT 'contact-submission'::text AS kind, id, submitted_at AS received_at, COALESCE(inquiry_type, 'general') AS inquiry_type,
             company, full_name, work_email, flagged, notified_at, claimed_at, claimed_by, escalated_at, final_alert_at
        FROM contact_submissions
      UNION ALL
      SELECT 'demo-request', id, requested_at, 'demo', company, full_name, work_email, flagged, notified_at, claimed_at,
             claimed_by, escalated_at, final_alert_at
        FROM demo_requests
      UNION ALL
      SELECT 'evidence-pack-request', id, requested_at, 'evidence-pack', NULL, NULL, work_email, flagged, notified_at,
             claimed_at, claimed_by, escalated_at, final_alert_at
        FROM evidence_pack_requests`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP VIEW IF EXISTS leads');
    for (const { table } of LEAD_TABLES) {
      await db.query(`DROP INDEX IF EXISTS ${table}_unclaimed_idx`);
      await db.query(`ALTER TABLE ${table}
        DROP COLUMN claimed_at, DROP COLUMN claimed_by, DROP COLUMN escalated_at, DROP COLUMN final_alert_at,
        DROP COLUMN source_page, DROP COLUMN landing_page, DROP COLUMN referrer, DROP COLUMN utm_source,
        DROP COLUMN utm_medium, DROP COLUMN utm_campaign, DROP COLUMN utm_term, DROP COLUMN utm_content`);
    }
  }
}
