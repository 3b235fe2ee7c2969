import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff sign-in with a second factor, and API tokens for scripts:
 * - `users`: the TOTP secret (encrypted by the API, never in clear), when the user confirmed it (NULL: enrolment
 *   pending, finished at the next sign-in), the time step of the last code accepted (a code is good once), and the
 *   OpenID Connect subject of the user's first single sign-on (later ones must come with the same subject).
 * - `user_recovery_codes`: SHA-256 digests of one-time recovery codes, each marked when used.
 * - `user_api_tokens`: SHA-256 digests of the per-user API tokens scripts send as `Authorization: Bearer`.
 * Codes and tokens are random with 80 bits or more, so a plain digest is enough: nothing can be guessed from it.
 */
export class AddStaffSecondFactor1796000000000 implements MigrationInterface {
  name = 'AddStaffSecondFactor1796000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users
      ADD COLUMN totp_secret text NULL,
      ADD COLUMN totp_confirmed_at timestamptz NULL,
      ADD COLUMN totp_last_step bigint NULL,
      ADD COLUMN oidc_subject text NULL`);
    await db.query(`CREATE TABLE user_recovery_codes (
      id bigserial PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_digest text NOT NULL,
      used_at timestamptz NULL,
      UNIQUE (user_id, code_digest))`);
    await db.query(`CREATE TABLE user_api_tokens (
      id bigserial PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_digest text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE user_api_tokens');
    await db.query('DROP TABLE user_recovery_codes');
    await db.query(`ALTER TABLE users
      DROP COLUMN totp_secret, DROP COLUMN totp_confirmed_at, DROP COLUMN totp_last_step, DROP COLUMN oidc_subject`);
  }
}
