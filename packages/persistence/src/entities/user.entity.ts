import { EntitySchema } from 'typeorm';

/** Table users: the staff who sign in to the workspace and read leads. */
export interface UserRow {
  id: string;
  username: string;
  /** argon2id hash, never the password itself. */
  password: string;
  /** The TOTP secret, encrypted by the API (see api/src/auth/factor-secret-box.ts); null: none made yet. */
  totpSecret: string | null;
  /** When the user proved they hold the secret (first code accepted); null: enrolment pending. */
  totpConfirmedAt: Date | null;
  /** The TOTP time step of the last code accepted: a code of that step or an earlier one is refused. */
  totpLastStep: string | null;
  /** The OpenID Connect subject the user's first single sign-on came with; later ones must match it. */
  oidcSubject: string | null;
}

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { name: 'id', type: 'text', primary: true, default: () => 'gen_random_uuid()::text' },
    username: { name: 'username', type: 'text', unique: true },
    password: { name: 'password', type: 'text' },
    totpSecret: { name: 'totp_secret', type: 'text', nullable: true },
    totpConfirmedAt: { name: 'totp_confirmed_at', type: 'timestamptz', nullable: true },
    // bigint comes back from pg as a string.
    totpLastStep: { name: 'totp_last_step', type: 'bigint', nullable: true },
    oidcSubject: { name: 'oidc_subject', type: 'text', nullable: true },
  },
});
