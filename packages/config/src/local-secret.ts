import type { ConfigIssue } from './config-error.js';

/** Where a process runs: whether it is reachable only from this machine, and why not when it is not. */
export interface Locality {
  readonly is: boolean;
  readonly because: string;
}

/** A secret variable with a public development default that only a local, non-production process may use. */
export interface LocalSecretRule {
  readonly variable: string;
  readonly developmentValue: string;
  readonly minLength: number;
}

/**
 * The value of a secret variable. A development default written in this repository is public, so it is used only
 * when the variable is unset, NODE_ENV is not `production` AND the process is local (`npm start` and tests); a
 * given value must be long enough and may be the development value only on a local process.
 */
export function resolveLocalSecret(
  rule: LocalSecretRule,
  raw: string | undefined,
  nodeEnv: string | undefined,
  local: Locality,
): string | ConfigIssue {
  const { variable, developmentValue, minLength } = rule;
  if (raw !== undefined) {
    if (raw.length < minLength) return { variable, message: `must be at least ${minLength} characters` };
    if (raw === developmentValue && !local.is) return { variable, message: `is the public development key, refused because ${local.because}` };
    return raw;
  }
  if (nodeEnv === 'production') return { variable, message: `must be set with NODE_ENV=production (at least ${minLength} characters)` };
  if (!local.is) {
    return {
      variable,
      message: `must be set (at least ${minLength} characters): the development key is public and used only locally, but ${local.because}`,
    };
  }
  return developmentValue;
}
