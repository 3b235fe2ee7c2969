import { randomBytes } from 'node:crypto';

/** Tokens start with this, so one pasted in the wrong place is recognisable (and secret scanners can find it). */
export const API_TOKEN_PREFIX = 'sh_staff_';

/** A new API token: the prefix and 32 random bytes (base64url). */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The token of an `Authorization: Bearer <token>` header (RFC 6750), or undefined when absent or another scheme. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header ?? '');
  return match?.[1];
}
