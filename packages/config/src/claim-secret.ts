import { DEVELOPMENT_CLAIM_SECRET, MIN_CLAIM_SECRET_LENGTH } from '@site/lead-claims';
import type { ConfigIssue } from './config-error.js';

/**
 * CLAIM_TOKEN_SECRET, the HMAC key of claim links (the worker signs, the api verifies: the same value in both).
 * The development key is in this repository, so a link signed with it can be forged by anyone who knows a lead
 * id. It is therefore used only when the variable is unset, NODE_ENV is not `production` AND the process is
 * local (`local`: the api binds loopback / the worker's links point at a loopback site): `npm start` and tests.
 */
export function resolveClaimSecret(
  raw: string | undefined,
  nodeEnv: string | undefined,
  local: { readonly is: boolean; readonly because: string },
): string | ConfigIssue {
  if (raw !== undefined) {
    if (raw.length < MIN_CLAIM_SECRET_LENGTH) {
      return { variable: 'CLAIM_TOKEN_SECRET', message: `must be at least ${MIN_CLAIM_SECRET_LENGTH} characters` };
    }
    if (raw === DEVELOPMENT_CLAIM_SECRET && !local.is) {
      return { variable: 'CLAIM_TOKEN_SECRET', message: `is the public development key, refused because ${local.because}` };
    }
    return raw;
  }
  if (nodeEnv === 'production') {
    return { variable: 'CLAIM_TOKEN_SECRET', message: `must be set with NODE_ENV=production (at least ${MIN_CLAIM_SECRET_LENGTH} characters)` };
  }
  if (!local.is) {
    return {
      variable: 'CLAIM_TOKEN_SECRET',
      message: `must be set (at least ${MIN_CLAIM_SECRET_LENGTH} characters): the development key is public and used only locally, but ${local.because}`,
    };
  }
  return DEVELOPMENT_CLAIM_SECRET;
}
