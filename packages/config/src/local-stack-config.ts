import type { RemoteName } from './gateway-config.js';
import { type Environment, isSet, parseEnvPart } from './parse-env.js';

/**
 * Where the local gateway's connections to the API come from unless GATEWAY_SOURCE_ADDRESS says otherwise: an address
 * of the loopback (all of 127.0.0.0/8 is on Linux) that no other process connects from, so the API of `npm start`
 * and of the test stacks trusts X-Forwarded-For from that address alone, not from every local process (127.0.0.1).
 */
export const LOCAL_GATEWAY_SOURCE_ADDRESS = '127.0.0.2';

/**
 * The gateway's source address of the local stacks (`npm start`, the browser tests, the benchmarks), which their API
 * trusts as its one proxy: GATEWAY_SOURCE_ADDRESS, else LOCAL_GATEWAY_SOURCE_ADDRESS. Throws a ConfigError when it is
 * not an address.
 */
export function localGatewaySourceAddress(env: Environment): string {
  return parseEnvPart('npm start', env, ['GATEWAY_SOURCE_ADDRESS']).GATEWAY_SOURCE_ADDRESS ?? LOCAL_GATEWAY_SOURCE_ADDRESS;
}

/** What `npm start` (infra/scripts/start.mjs) starts where; each process then reads its own part itself. */
export interface LocalStackSettings {
  /** The gateway (env `PORT`). */
  readonly port: number;
  /** The API (env `API_PORT`). */
  readonly apiPort: number;
  /** The remotes' static servers (env `REMOTE_<NAME>_PORT`). */
  readonly remotePorts: Readonly<Record<RemoteName, number>>;
  /** The mail catcher's SMTP and web inbox (env `SMTP_PORT`, `MAIL_UI_PORT`), used while SMTP_URL is unset. */
  readonly smtpPort: number;
  readonly mailUiPort: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** env `SMTP_URL`; unset: `npm start` runs its own mail catcher on SMTP_PORT and the worker sends there. */
  readonly smtpUrl: string | undefined;
  readonly salesEmail: string;
  readonly mailFrom: string;
  /** env `SITE_URL`; unset: the local site, http://localhost:PORT. */
  readonly siteUrl: string;
  /** env `SITE_ORIGINS`; unset: the local site's origin. */
  readonly siteOrigins: readonly string[];
  /** env `GATEWAY_SOURCE_ADDRESS`; unset: LOCAL_GATEWAY_SOURCE_ADDRESS. The API's TRUST_PROXY is exactly this. */
  readonly gatewaySourceAddress: string;
}

export const LOCAL_STACK_VARIABLES = [
  'PORT',
  'API_PORT',
  'REMOTE_PLATFORM_PORT',
  'REMOTE_SERVICES_PORT',
  'REMOTE_COMPANY_PORT',
  'REMOTE_CONTACT_PORT',
  'SMTP_PORT',
  'MAIL_UI_PORT',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'SALES_EMAIL',
  'MAIL_FROM',
  'SITE_URL',
  'SITE_ORIGINS',
  'GATEWAY_SOURCE_ADDRESS',
] as const;

/** `npm start`'s part of the environment, validated; throws a ConfigError naming every bad variable. */
export function localStackConfig(env: Environment): LocalStackSettings {
  const part = parseEnvPart('npm start', env, LOCAL_STACK_VARIABLES);
  // The defaults of SMTP_URL, SITE_URL and SITE_ORIGINS name the default ports; the local stack derives them from
  // the ports it was given instead.
  const localSite = `http://localhost:${part.PORT}`;
  return {
    port: part.PORT,
    apiPort: part.API_PORT,
    remotePorts: {
      platform: part.REMOTE_PLATFORM_PORT,
      services: part.REMOTE_SERVICES_PORT,
      company: part.REMOTE_COMPANY_PORT,
      contact: part.REMOTE_CONTACT_PORT,
    },
    smtpPort: part.SMTP_PORT,
    mailUiPort: part.MAIL_UI_PORT,
    databaseUrl: part.DATABASE_URL,
    redisUrl: part.REDIS_URL,
    smtpUrl: isSet(env.SMTP_URL) ? part.SMTP_URL : undefined,
    salesEmail: part.SALES_EMAIL,
    mailFrom: part.MAIL_FROM,
    siteUrl: isSet(env.SITE_URL) ? part.SITE_URL : localSite,
    siteOrigins: isSet(env.SITE_ORIGINS) ? part.SITE_ORIGINS : [localSite],
    gatewaySourceAddress: part.GATEWAY_SOURCE_ADDRESS ?? LOCAL_GATEWAY_SOURCE_ADDRESS,
  };
}
