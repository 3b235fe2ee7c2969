import { EntitySchema } from 'typeorm';

/** Table user_recovery_codes: one-time codes a staff member signs in with when their authenticator is lost. */
export interface RecoveryCodeRow {
  id: string;
  userId: string;
  /** SHA-256 (base64url) of the code; the code itself is shown once and never stored. */
  codeDigest: string;
  usedAt: Date | null;
}

export const RecoveryCodeEntity = new EntitySchema<RecoveryCodeRow>({
  name: 'RecoveryCode',
  tableName: 'user_recovery_codes',
  columns: {
    id: { name: 'id', type: 'bigint', primary: true, generated: 'increment' },
    userId: { name: 'user_id', type: 'text' },
    codeDigest: { name: 'code_digest', type: 'text' },
    usedAt: { name: 'used_at', type: 'timestamptz', nullable: true },
  },
});

/** Table user_api_tokens: the tokens scripts reach the staff API with (`Authorization: Bearer`). */
export interface ApiTokenRow {
  id: string;
  userId: string;
  /** SHA-256 (base64url) of the token; the token itself is printed once and never stored. */
  tokenDigest: string;
  createdAt: Date;
}

export const ApiTokenEntity = new EntitySchema<ApiTokenRow>({
  name: 'ApiToken',
  tableName: 'user_api_tokens',
  columns: {
    id: { name: 'id', type: 'bigint', primary: true, generated: 'increment' },
    userId: { name: 'user_id', type: 'text' },
    tokenDigest: { name: 'token_digest', type: 'text', unique: true },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
  },
});
