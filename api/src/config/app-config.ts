import { readClaimSecret } from '@site/lead-claims';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/**
 * The API's configuration, read once from the environment.
 * Every value has a local default so `node dist/main.js` works on a developer machine.
 */
export interface AppConfig {
  /** TCP port the HTTP server listens on (env `API_PORT`). */
  readonly port: number;
  /** Interface the HTTP server binds to (env `API_HOST`). */
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
  /** HMAC key of the claim links the worker signs (env `CLAIM_TOKEN_SECRET`; see @site/lead-claims). */
  readonly claimTokenSecret: string;
  /** Peers trusted to report the client address in X-Forwarded-For (env `TRUST_PROXY`; see trust-proxy.ts). */
  readonly trustProxy: TrustProxy;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const APP_CONFIG = Symbol('APP_CONFIG');

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/exposure_site';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_QUEUE_PREFIX = 'bull';
export const DEFAULT_RATE_LIMIT_MAX = 20;
export const DEFAULT_RATE_LIMIT_WINDOW = '1 minute';
export const DEFAULT_ADMIN_RATE_LIMIT_MAX = 10;
export const DEFAULT_ADMIN_RATE_LIMIT_WINDOW = '1 minute';
export const DEFAULT_SITE_ORIGINS = 'http://localhost:8080';

function readPort(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a TCP port number (0-65535), got "${raw}"`);
  }
  return port;
}

function readUrl(raw: string | undefined, fallback: string, name: string, protocols: readonly string[]): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(`${name} must use one of ${protocols.join(', ')}; got "${url.protocol}"`);
  }
  return value;
}

function readLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  const level = raw.toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}"`);
}

function readPositiveInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const DURATION_UNITS_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1000, sec: 1000, second: 1000, seconds: 1000,
  m: 60_000, min: 60_000, minute: 60_000, minutes: 60_000,
  h: 3_600_000, hour: 3_600_000, hours: 3_600_000,
};

/** A duration such as `60000` (milliseconds), `30s`, `1 minute` or `2 hours`, in milliseconds. */
export function parseDuration(raw: string, name = 'duration'): number {
  const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(raw);
  const unit = match ? (match[2] ?? '').toLowerCase() || 'ms' : '';
  const factor = DURATION_UNITS_MS[unit];
  if (!match || factor === undefined || Number(match[1]) === 0) {
    throw new Error(`${name} must be a duration such as "1 minute", "30s" or "60000"; got "${raw}"`);
  }
  return Number(match[1]) * factor;
}

const QUEUE_PREFIX_PATTERN = /^[A-Za-z0-9_.{}:-]{1,100}$/;

function readQueuePrefix(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEFAULT_QUEUE_PREFIX;
  if (!QUEUE_PREFIX_PATTERN.test(raw)) {
    throw new Error(`QUEUE_PREFIX must be 1-100 characters of letters, digits, _ . { } : -; got "${raw}"`);
  }
  return raw;
}

/** `https://example.com, http://localhost:8080` -> the origins; anything but scheme://host[:port] is refused. */
export function parseOrigins(raw: string, name = 'SITE_ORIGINS'): string[] {
  const origins = raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (origins.length === 0) throw new Error(`${name} must list at least one origin`);
  return origins.map((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name}: "${value}" is not an origin such as https://example.com`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
      throw new Error(`${name}: "${value}" is not an origin such as https://example.com`);
    }
    return url.origin;
  });
}

/** Builds the configuration from an environment (defaults to `process.env`); throws on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: readPort(env.API_PORT, 3000, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: readUrl(env.DATABASE_URL, DEFAULT_DATABASE_URL, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env.REDIS_URL, DEFAULT_REDIS_URL, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel: readLogLevel(env.LOG_LEVEL),
    queuePrefix: readQueuePrefix(env.QUEUE_PREFIX),
    rateLimitMax: readPositiveInteger(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_MAX, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: parseDuration(env.RATE_LIMIT_WINDOW || DEFAULT_RATE_LIMIT_WINDOW, 'RATE_LIMIT_WINDOW'),
    adminRateLimitMax: readPositiveInteger(env.ADMIN_RATE_LIMIT_MAX, DEFAULT_ADMIN_RATE_LIMIT_MAX, 'ADMIN_RATE_LIMIT_MAX'),
    adminRateLimitWindowMs: parseDuration(env.ADMIN_RATE_LIMIT_WINDOW || DEFAULT_ADMIN_RATE_LIMIT_WINDOW, 'ADMIN_RATE_LIMIT_WINDOW'),
    siteOrigins: parseOrigins(env.SITE_ORIGINS || DEFAULT_SITE_ORIGINS),
    // Named here (not only inside readClaimSecret) so the deployment checks see what this process reads.
    claimTokenSecret: readClaimSecret({ CLAIM_TOKEN_SECRET: env.CLAIM_TOKEN_SECRET, NODE_ENV: env.NODE_ENV }),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
