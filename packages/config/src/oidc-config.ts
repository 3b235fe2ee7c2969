import type { ConfigIssue } from './config-error.js';
import { isLoopbackHost } from './loopback.js';
import { type Environment, parseEnvPart } from './parse-env.js';

/** Staff single sign-on with an OpenID Connect provider (authorization code flow with PKCE). */
export interface OidcConfig {
  /** The provider's issuer URL (env `OIDC_ISSUER`). */
  readonly issuer: string;
  /** The client id registered there (env `OIDC_CLIENT_ID`). */
  readonly clientId: string;
  /** The client secret (env `OIDC_CLIENT_SECRET`); undefined: a public client. */
  readonly clientSecret: string | undefined;
  /** Where the provider sends the browser back (env `OIDC_REDIRECT_URL`). */
  readonly redirectUrl: string;
  /** The ID token claim holding the staff username (env `OIDC_USERNAME_CLAIM`). */
  readonly usernameClaim: string;
  /** The claim that sets the user's role at each single sign-on (env `OIDC_ROLE_CLAIM`); undefined: the stored role stays. */
  readonly roleClaim: string | undefined;
  /** Whether the provider may be reached over plain HTTP: only a provider on loopback (a local one, in tests). */
  readonly allowHttp: boolean;
}

/**
 * The variables of single sign-on. Optional as a group, so they are not in API_VARIABLES (which every deployment
 * sets): a deployment that wants single sign-on adds them.
 */
export const API_SSO_VARIABLES = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_REDIRECT_URL',
  'OIDC_USERNAME_CLAIM',
  'OIDC_ROLE_CLAIM',
] as const;

/** Single sign-on's settings; undefined when OIDC_ISSUER is unset (it is off). Throws a ConfigError naming what is missing. */
export function oidcConfig(env: Environment): OidcConfig | undefined {
  const part = parseEnvPart('api', env, API_SSO_VARIABLES, (values): ConfigIssue[] => {
    if (values.OIDC_ISSUER === undefined) return [];
    const issues: ConfigIssue[] = [];
    if (values.OIDC_CLIENT_ID === undefined) issues.push({ variable: 'OIDC_CLIENT_ID', message: 'must be set with OIDC_ISSUER' });
    if (values.OIDC_REDIRECT_URL === undefined) issues.push({ variable: 'OIDC_REDIRECT_URL', message: 'must be set with OIDC_ISSUER' });
    const issuer = new URL(values.OIDC_ISSUER);
    if (issuer.protocol === 'http:' && !isLoopbackHost(issuer.hostname)) {
      issues.push({ variable: 'OIDC_ISSUER', message: 'must use https: (http: is accepted for a provider on loopback only)' });
    }
    return issues;
  });
  if (part.OIDC_ISSUER === undefined || part.OIDC_CLIENT_ID === undefined || part.OIDC_REDIRECT_URL === undefined) return undefined;
  return {
    issuer: part.OIDC_ISSUER,
    clientId: part.OIDC_CLIENT_ID,
    clientSecret: part.OIDC_CLIENT_SECRET,
    redirectUrl: part.OIDC_REDIRECT_URL,
    usernameClaim: part.OIDC_USERNAME_CLAIM,
    roleClaim: part.OIDC_ROLE_CLAIM,
    allowHttp: new URL(part.OIDC_ISSUER).protocol === 'http:',
  };
}
