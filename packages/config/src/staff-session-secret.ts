import type { ConfigIssue } from './config-error.js';
import { type Locality, resolveLocalSecret } from './local-secret.js';

export const MIN_STAFF_SESSION_SECRET_LENGTH = 32;

/** Public (it is in this repository): accepted only by a local API outside production, like the claim key. */
export const DEVELOPMENT_STAFF_SESSION_SECRET = 'development-only-staff-session-secret-never-use-in-production';

/**
 * STAFF_SESSION_SECRET, the key the staff session cookie is encrypted and authenticated with. Anyone who knows it
 * can make a session cookie for any staff member, so the development key serves only a loopback API outside
 * production (`npm start`, tests); a deployment sets its own.
 */
export function resolveStaffSessionSecret(raw: string | undefined, nodeEnv: string | undefined, local: Locality): string | ConfigIssue {
  return resolveLocalSecret(
    { variable: 'STAFF_SESSION_SECRET', developmentValue: DEVELOPMENT_STAFF_SESSION_SECRET, minLength: MIN_STAFF_SESSION_SECRET_LENGTH },
    raw,
    nodeEnv,
    local,
  );
}
