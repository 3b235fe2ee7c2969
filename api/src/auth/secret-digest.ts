import { createHash } from 'node:crypto';

/**
 * SHA-256 (base64url) of a random secret made here (an API token, a recovery code): what the database keeps. These
 * secrets carry 80 bits or more, so a fast digest cannot be reversed by guessing (a password would need argon2),
 * and it can be looked up by equality.
 */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
