import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The four tables (users and the three lead kinds), with consent, honeypot flag and email record on every lead. */
export class CreateLeadTables1795300000000 implements MigrationInterface {
  name = 'CreateLeadTables1795300000000';

  async up(db: QueryRunner): Promise<void> {
    const bookkeeping = `
      consent_accepted_at timestamptz NOT NULL,
      consent_policy_version text NOT NULL,
      flagged boolean NOT NULL DEFAULT false,
      notified_at timestamptz NULL,
      notification_message_id text NULL`;
    await db.query(`CREATE TABLE users (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      username text NOT NULL UNIQUE,
      password text NOT NULL)`);
    await db.query(`CREATE TABLE contact_submissions (
      id uuid PRIMARY KEY,
      work_email text NOT NULL,
      full_name text NOT NULL,
      company text NOT NULL,
      role text NOT NULL,
      estimated_asset_count text NULL,
      deployment_interest text NULL,
      message text NULL,
      soc_compliance boolean NOT NULL DEFAULT false,
      hipaa_compliance boolean NOT NULL DEFAULT false,
      nda_required boolean NOT NULL DEFAULT false,
      privacy_consent boolean NOT NULL DEFAULT true,
      inquiry_type text NULL,
      submitted_at timestamptz NOT NULL DEFAULT now(),
      ${bookkeeping})`);
    await db.query(`CREATE TABLE demo_requests (
      id uuid PRIMARY KEY,
      work_email text NOT NULL,
      full_name text NOT NULL,
      company text NOT NULL,
      role text NOT NULL,
      deployment_interest text NULL,
      preferred_time text NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      ${bookkeeping})`);
    await db.query(`CREATE TABLE evidence_pack_requests (
      id uuid PRIMARY KEY,
      work_email text NOT NULL,
      purpose text NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      ${bookkeeping})`);
    // The sweeper looks for leads not yet emailed; keep that scan cheap as tables grow.
    for (const table of ['contact_submissions', 'demo_requests', 'evidence_pack_requests']) {
      await db.query(`CREATE INDEX ${table}_unnotified_idx ON ${table} (notified_at) WHERE notified_at IS NULL AND flagged = false`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['evidence_pack_requests', 'demo_requests', 'contact_submissions', 'users']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
