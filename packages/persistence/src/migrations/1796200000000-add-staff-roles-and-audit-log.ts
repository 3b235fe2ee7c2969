import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What `audit_log` may record: the privacy requests it held before, and the other administrative actions. */
const PRIVACY_ACTIONS = ['export', 'erasure', 'retention', 'withdrawal'];
const AUDIT_ACTIONS = [
  ...PRIVACY_ACTIONS,
  'correction',
  'user-created',
  'role-changed',
  'second-factor-reset',
  'api-token-issued',
  'lead-verdict-changed',
];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Staff roles and one append-only audit log of administrative actions:
 * - `users.role`: `sales` (the lead inbox) or `admin` (also data-subject requests and the queue view). Every user
 *   that exists now becomes `admin`: until now every staff user could do everything, and a migration must not take
 *   away access someone relies on; an admin narrows it afterwards (`create-user <name> --role sales`). Rows inserted
 *   without a role get `sales`, the least access.
 * - `privacy_audit_log` becomes `audit_log` (its rows kept), with a `subject` (a staff username or a lead id, never
 *   an address) and the new actions. A view `privacy_audit_log` keeps showing the privacy requests alone, so
 *   queries written for it still work.
 * - `audit_log` refuses UPDATE, DELETE and TRUNCATE (a trigger raising an error): an entry, once written, stays as
 *   it was; erasure and retention delete leads, never audit entries.
 */
export class AddStaffRolesAndAuditLog1796200000000 implements MigrationInterface {
  name = 'AddStaffRolesAndAuditLog1796200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('sales', 'admin'))`);
    await db.query(`ALTER TABLE users ALTER COLUMN role SET DEFAULT 'sales'`);

    await db.query('ALTER TABLE privacy_audit_log RENAME TO audit_log');
    await db.query('ALTER INDEX privacy_audit_log_at_idx RENAME TO audit_log_at_idx');
    await db.query('ALTER TABLE audit_log RENAME CONSTRAINT privacy_audit_log_pkey TO audit_log_pkey');
    await db.query('ALTER TABLE audit_log DROP CONSTRAINT privacy_audit_log_action_check');
    await db.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN (${quoted(AUDIT_ACTIONS)}))`);
    await db.query('ALTER TABLE audit_log ADD COLUMN subject text NULL');
    await db.query(`CREATE VIEW privacy_audit_log AS
      SELECT id, at, action, actor, request_id, counts FROM audit_log WHERE action IN (${quoted(PRIVACY_ACTIONS)})`);

    await db.query(`CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
    $$`);
    await db.query(`CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only()`);
    await db.query(`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER audit_log_no_truncate ON audit_log');
    await db.query('DROP TRIGGER audit_log_no_update_or_delete ON audit_log');
    await db.query('DROP FUNCTION audit_log_is_append_only()');
    await db.query('DROP VIEW privacy_audit_log');
    // The entries of the new actions cannot go back into the old table's check: they are dropped with the column.
    await db.query(`DELETE FROM audit_log WHERE action NOT IN (${quoted(PRIVACY_ACTIONS)})`);
    await db.query('ALTER TABLE audit_log DROP COLUMN subject');
    await db.query('ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check');
    await db.query(`ALTER TABLE audit_log ADD CONSTRAINT privacy_audit_log_action_check CHECK (action IN (${quoted(PRIVACY_ACTIONS)}))`);
    await db.query('ALTER TABLE audit_log RENAME CONSTRAINT audit_log_pkey TO privacy_audit_log_pkey');
    await db.query('ALTER INDEX audit_log_at_idx RENAME TO privacy_audit_log_at_idx');
    await db.query('ALTER TABLE audit_log RENAME TO privacy_audit_log');
    await db.query('ALTER TABLE users DROP COLUMN role');
  }
}
