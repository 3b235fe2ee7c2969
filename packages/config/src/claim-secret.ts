import { DEVELOPMENT_CLAIM_SECRET, MIN_CLAIM_SECRET_LENGTH } from '@site/lead-claims';
import type { ConfigIssue } from './config-error.js';
import { type Locality, resolveLocalSecret } from './local-secret.js';

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
