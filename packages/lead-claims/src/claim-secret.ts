/** HMAC-SHA256 wants a key at least as long as its output. */
export const MIN_CLAIM_SECRET_LENGTH = 32;

/**
 * Used when CLAIM_TOKEN_SECRET is unset outside production, so `npm start` and the tests run without set-up.
 * Anyone can read it here, so a process with NODE_ENV=production refuses to start without a secret of its own.
 */
export const DEVELOPMENT_CLAIM_SECRET = 'development-only-claim-secret-never-use-in-production';

/** CLAIM_TOKEN_SECRET from an environment, checked; the api (verifies) and the worker (signs) must share it. */
export function readClaimSecret(env: Record<string, string | undefined>): string {
  const raw = env.CLAIM_TOKEN_SECRET?.trim();
  if (!raw) {
    if (env.NODE_ENV === 'production') throw new Error('CLAIM_TOKEN_SECRET must be set in production');
    return DEVELOPMENT_CLAIM_SECRET;
  }
  if (raw.length < MIN_CLAIM_SECRET_LENGTH) {
    throw new Error(`CLAIM_TOKEN_SECRET must be at least ${MIN_CLAIM_SECRET_LENGTH} characters`);
  }
  return raw;
}
