import { EntitySchema } from 'typeorm';

/**
 * What a staff user may do: `sales` works the lead inbox (read, claim, change a lead's verdict); `admin` can do that
 * and the administrative rest (data-subject requests, the queue view).
 */
export const STAFF_ROLES = ['sales', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}

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
  role: StaffRole;
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
    role: { name: 'role', type: 'text', default: 'sales' },
  },
});
