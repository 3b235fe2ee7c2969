import { resolveClaimSecret } from './claim-secret.js';
import type { ConfigIssue } from './config-error.js';
import type { LogLevel } from './env-values.js';
import { isLoopbackHost } from './loopback.js';
import { type OidcConfig, oidcConfig } from './oidc-config.js';
import { type Environment, parseEnvPart } from './parse-env.js';
import { resolveStaffSessionSecret } from './staff-session-secret.js';
import type { TrustProxy } from './trust-proxy.js';

/** The API's configuration. Every value has a local default so `node dist/main.js` works on a developer machine. */
export interface ApiConfig {
  /** TCP port the HTTP server listens on (env `API_PORT`). */
  readonly port: number;
  /** Interface the HTTP server binds to (env `API_HOST`, default loopback). */
  readonly host: string;
  /** PostgreSQL connection URL (env `DATABASE_URL`). */
  readonly databaseUrl: string;
  /** Redis connection URL (env `REDIS_URL`). */
  readonly redisUrl: string;
  /** pino level (env `LOG_LEVEL`): fatal, error, warn, info, debug, trace or silent. */
  readonly logLevel: LogLevel;
  /** BullMQ key prefix of the leads queue (env `QUEUE_PREFIX`); also namespaces the rate-limit counters. */
  readonly queuePrefix: string;
  /** Lead POSTs allowed per client IP and route in one window (env `RATE_LIMIT_MAX`). */
  readonly rateLimitMax: number;
  /** Length of the rate-limit window in milliseconds (env `RATE_LIMIT_WINDOW`, e.g. `1 minute`, `30s`, `60000`). */
  readonly rateLimitWindowMs: number;
  /** Admin reads allowed per client IP in one window (env `ADMIN_RATE_LIMIT_MAX`): bounds password guessing. */
  readonly adminRateLimitMax: number;
  /** Length of the admin read's rate-limit window in milliseconds (env `ADMIN_RATE_LIMIT_WINDOW`). */
  readonly adminRateLimitWindowMs: number;
  /** Origins allowed by CORS (env `SITE_ORIGINS`, comma-separated): the site's own origins only. */
  readonly siteOrigins: readonly string[];
  /** HMAC key of the claim links the worker signs (env `CLAIM_TOKEN_SECRET`; see claim-secret.ts). */
  readonly claimTokenSecret: string;
  /** Peers trusted to report the client address in X-Forwarded-For (env `TRUST_PROXY`; see trust-proxy.ts). */
  readonly trustProxy: TrustProxy;
  /**
   * Bearer token `GET /api/metrics` asks for (env `METRICS_TOKEN`). Unset: the metrics answer only on an API
   * bound to loopback, to requests that did not come through a proxy (no X-Forwarded-For).
   */
  readonly metricsToken: string | undefined;
  /** Whether `/api/docs` serves the OpenAPI document (env `API_DOCS`; default: only on an API bound to loopback). */
  readonly docsEnabled: boolean;
  /** Key of the staff session cookie (env `STAFF_SESSION_SECRET`; see staff-session-secret.ts). */
  readonly staffSessionSecret: string;
  /** How long a staff sign-in lasts, counted from the sign-in, in milliseconds (env `STAFF_SESSION_TTL`, default 8 h). */
  readonly staffSessionTtlMs: number;
  /**
   * The live remotes config the gateway serves from (env `REMOTES_CONFIG_FILE`, the gateway's file): the remote
   * versions browser reports may name. Unset: every remote is served from its root (`unversioned`).
   */
  readonly remotesConfigFile: string | undefined;
  /** Staff single sign-on (env `OIDC_*`, see oidc-config.ts); undefined: off. */
  readonly oidc: OidcConfig | undefined;
}

/** The variables the api's configuration reads (deployments set each of them: infra/deploy's tests check). */
export const API_VARIABLES = [
  'NODE_ENV',
  'API_PORT',
  'API_HOST',
  'DATABASE_URL',
  'REDIS_URL',
  'LOG_LEVEL',
  'QUEUE_PREFIX',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW',
  'ADMIN_RATE_LIMIT_MAX',
  'ADMIN_RATE_LIMIT_WINDOW',
  'SITE_ORIGINS',
  'CLAIM_TOKEN_SECRET',
  'TRUST_PROXY',
  'METRICS_TOKEN',
  'API_DOCS',
  'STAFF_SESSION_SECRET',
  'STAFF_SESSION_TTL',
  'REMOTES_CONFIG_FILE',
] as const;

/** The api's part of the environment, validated; throws a ConfigError naming every bad variable. */
export function apiConfig(env: Environment): ApiConfig {
  let claimTokenSecret = '';
  let staffSessionSecret = '';
  const part = parseEnvPart('api', env, API_VARIABLES, (values): ConfigIssue[] => {
    const local = { is: isLoopbackHost(values.API_HOST), because: `the API binds ${values.API_HOST} (API_HOST), beyond loopback` };
    const claimSecret = resolveClaimSecret(values.CLAIM_TOKEN_SECRET, values.NODE_ENV, local);
    const sessionSecret = resolveStaffSessionSecret(values.STAFF_SESSION_SECRET, values.NODE_ENV, local);
    if (typeof claimSecret === 'string') claimTokenSecret = claimSecret;
    if (typeof sessionSecret === 'string') staffSessionSecret = sessionSecret;
    return [claimSecret, sessionSecret].filter((secret): secret is ConfigIssue => typeof secret !== 'string');
  });
  const local = isLoopbackHost(part.API_HOST);
  return {
    port: part.API_PORT,
    host: part.API_HOST,
    databaseUrl: part.DATABASE_URL,
    redisUrl: part.REDIS_URL,
    logLevel: part.LOG_LEVEL,
    queuePrefix: part.QUEUE_PREFIX,
    rateLimitMax: part.RATE_LIMIT_MAX,
    rateLimitWindowMs: part.RATE_LIMIT_WINDOW,
    adminRateLimitMax: part.ADMIN_RATE_LIMIT_MAX,
    adminRateLimitWindowMs: part.ADMIN_RATE_LIMIT_WINDOW,
    siteOrigins: part.SITE_ORIGINS,
    claimTokenSecret,
    trustProxy: part.TRUST_PROXY ?? false,
    metricsToken: part.METRICS_TOKEN,
    docsEnabled: part.API_DOCS ?? local,
    staffSessionSecret,
    staffSessionTtlMs: part.STAFF_SESSION_TTL,
    remotesConfigFile: part.REMOTES_CONFIG_FILE,
    oidc: oidcConfig(env),
  };
}
