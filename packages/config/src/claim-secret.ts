import type { ConfigIssue } from './config-error.js';
import { type Locality, resolveLocalSecret } from './local-secret.js';

/** HMAC-SHA256 wants a key at least as long as its output. */
export const MIN_CLAIM_SECRET_LENGTH = 32;

/**
 * Used when CLAIM_TOKEN_SECRET is unset outside production, so `npm start` and the tests run without set-up.
 * Anyone can read it here, so a process with NODE_ENV=production refuses to start without a secret of its own.
 */
export const DEVELOPMENT_CLAIM_SECRET = 'development-only-claim-secret-never-use-in-production';

/**
 * CLAIM_TOKEN_SECRET, the HMAC key of claim links (the worker signs, the api verifies: the same value in both).
 * The development key is in this repository, so a link signed with it can be forged by anyone who knows a lead
 * id. It is therefore used only when the variable is unset, NODE_ENV is not `production` AND the process is
 * local (`local`: the api binds loopback / the worker's links point at a loopback site): `npm start` and tests.
 */
export function resolveClaimSecret(raw: string | undefined, nodeEnv: string | undefined, local: Locality): string | ConfigIssue {
  return resolveLocalSecret(
    { variable: 'CLAIM_TOKEN_SECRET', developmentValue: DEVELOPMENT_CLAIM_SECRET, minLength: MIN_CLAIM_SECRET_LENGTH },
    raw,
    nodeEnv,
    local,
  );
}
