import { DEVELOPMENT_CLAIM_SECRET, readClaimSecret } from '@site/lead-claims';

/**
 * The worker's configuration, read once from the environment.
 * Every value has a local default so `node dist/main.js` works on a developer machine.
 */
export interface WorkerConfig {
  /** PostgreSQL connection URL (env `DATABASE_URL`). */
  readonly databaseUrl: string;
  /** Redis connection URL (env `REDIS_URL`). */
  readonly redisUrl: string;
  /** BullMQ key prefix (env `QUEUE_PREFIX`); the API must use the same. */
  readonly queuePrefix: string;
  /** SMTP server the sales email goes through (env `SMTP_URL`). */
  readonly smtpUrl: string;
  /** The only recipient of lead emails (env `SALES_EMAIL`): a bare address. */
  readonly salesEmail: string;
  /** The From header of lead emails (env `MAIL_FROM`). */
  readonly mailFrom: string;
  /** Jobs processed in parallel by this process (env `WORKER_CONCURRENCY`). */
  readonly concurrency: number;
  /** How often the sweeper runs (env `SWEEP_INTERVAL_MS`). */
  readonly sweepIntervalMs: number;
  /** A lead not emailed after this long is re-enqueued by the sweeper (env `RENOTIFY_AFTER_MS`). */
  readonly renotifyAfterMs: number;
  /** A lead not emailed after this long raises the `lead-not-emailed` alert (env `ALERT_AFTER_MS`). */
  readonly alertAfterMs: number;
  /** How long a SIGTERM waits for active jobs before closing anyway (env `SHUTDOWN_TIMEOUT_MS`). */
  readonly shutdownTimeoutMs: number;
  /** pino level (env `LOG_LEVEL`). */
  readonly logLevel: LogLevel;
  /**
   * Multiplies every retry wait of the `lead-backoff` strategy (env `LEAD_BACKOFF_SCALE`, default 1).
   * A test hook: 0.001 turns the 5 s first wait into 5 ms.
   */
  readonly backoffScale: number;
  /** BullMQ stalled-job check interval (env `STALLED_INTERVAL_MS`, default 30 s; short in tests). */
  readonly stalledIntervalMs: number;
  /** BullMQ job lock duration (env `LOCK_DURATION_MS`, default 30 s): a crashed worker's job is retaken after it. */
  readonly lockDurationMs: number;
  /** Who hears about leads nobody claimed (env `SALES_ESCALATION_EMAIL`): a bare address. */
  readonly salesEscalationEmail: string;
  /** A lead unclaimed this long after it arrived is escalated once (env `CLAIM_ESCALATE_AFTER_MS`, default 12 h). */
  readonly escalateAfterMs: number;
  /** ... and this long after, a final alert goes to sales and escalation (env `CLAIM_FINAL_ALERT_AFTER_MS`, 20 h). */
  readonly finalAlertAfterMs: number;
  /** How long a claim link works after its email was made (env `CLAIM_LINK_TTL_MS`, default 7 days). */
  readonly claimLinkTtlMs: number;
  /** HMAC key of claim links, shared with the api (env `CLAIM_TOKEN_SECRET`; see @site/lead-claims). */
  readonly claimTokenSecret: string;
  /** The site's public origin, for links in emails (env `SITE_URL`). */
  readonly siteUrl: string;
  /** Local hour (0-23) the daily digest goes out (env `DIGEST_HOUR`, default 8) ... */
  readonly digestHour: number;
  /** ... in this IANA time zone (env `DIGEST_TIME_ZONE`, default UTC). */
  readonly digestTimeZone: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

const HOUR_MS = 60 * 60 * 1000;

export const DEFAULTS = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/exposure_site',
  redisUrl: 'redis://127.0.0.1:6379',
  queuePrefix: 'bull',
  smtpUrl: 'smtp://127.0.0.1:1025',
  salesEmail: 'sales@surface-harvester.test',
  mailFrom: 'Surface Harvester <no-reply@surface-harvester.test>',
  concurrency: 4,
  sweepIntervalMs: 60_000,
  renotifyAfterMs: 5 * 60_000,
  alertAfterMs: 60 * 60_000,
  shutdownTimeoutMs: 10_000,
  logLevel: 'info',
  backoffScale: 1,
  stalledIntervalMs: 30_000,
  lockDurationMs: 30_000,
  salesEscalationEmail: 'sales-escalation@surface-harvester.test',
  escalateAfterMs: 12 * HOUR_MS,
  finalAlertAfterMs: 20 * HOUR_MS,
  claimLinkTtlMs: 7 * 24 * HOUR_MS,
  claimTokenSecret: DEVELOPMENT_CLAIM_SECRET,
  siteUrl: 'http://localhost:8080',
  digestHour: 8,
  digestTimeZone: 'UTC',
} as const satisfies WorkerConfig;

function present(raw: string | undefined): raw is string {
  return raw !== undefined && raw.trim() !== '';
}

function readUrl(raw: string | undefined, fallback: string, name: string, protocols: readonly string[]): string {
  const value = present(raw) ? raw.trim() : fallback;
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

function readInteger(raw: string | undefined, fallback: number, name: string, min: number): number {
  if (!present(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function readIntegerInRange(raw: string | undefined, fallback: number, name: string, min: number, max: number): number {
  const value = readInteger(raw, fallback, name, min);
  if (value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function readPositiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (!present(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** A bare address (no display name, no list): the sales inbox is the only recipient the worker ever writes to. */
const BARE_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

function readBareAddress(raw: string | undefined, fallback: string, name: string): string {
  const value = present(raw) ? raw.trim() : fallback;
  if (!BARE_ADDRESS.test(value)) throw new Error(`${name} must be one bare email address, got "${value}"`);
  return value;
}

function readTimeZone(raw: string | undefined): string {
  const value = present(raw) ? raw.trim() : DEFAULTS.digestTimeZone;
  try {
    // Throws a RangeError for a zone the runtime does not know; returns the canonical name otherwise.
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`DIGEST_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "${value}"`);
  }
}

function readLogLevel(raw: string | undefined): LogLevel {
  if (!present(raw)) return DEFAULTS.logLevel;
  const level = raw.trim().toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}"`);
}

/** Builds the configuration from an environment (defaults to `process.env`); throws on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const queuePrefix = present(env.QUEUE_PREFIX) ? env.QUEUE_PREFIX.trim() : DEFAULTS.queuePrefix;
  if (queuePrefix.includes(':')) throw new Error(`QUEUE_PREFIX must not contain ':', got "${queuePrefix}"`);
  const escalateAfterMs = readInteger(env.CLAIM_ESCALATE_AFTER_MS, DEFAULTS.escalateAfterMs, 'CLAIM_ESCALATE_AFTER_MS', 0);
  const finalAlertAfterMs = readInteger(env.CLAIM_FINAL_ALERT_AFTER_MS, DEFAULTS.finalAlertAfterMs, 'CLAIM_FINAL_ALERT_AFTER_MS', 0);
  if (finalAlertAfterMs <= escalateAfterMs) {
    throw new Error(`CLAIM_FINAL_ALERT_AFTER_MS (${finalAlertAfterMs}) must be later than CLAIM_ESCALATE_AFTER_MS (${escalateAfterMs})`);
  }
  return {
    databaseUrl: readUrl(env.DATABASE_URL, DEFAULTS.databaseUrl, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env.REDIS_URL, DEFAULTS.redisUrl, 'REDIS_URL', ['redis:', 'rediss:']),
    queuePrefix,
    smtpUrl: readUrl(env.SMTP_URL, DEFAULTS.smtpUrl, 'SMTP_URL', ['smtp:', 'smtps:']),
    salesEmail: readBareAddress(env.SALES_EMAIL, DEFAULTS.salesEmail, 'SALES_EMAIL'),
    mailFrom: present(env.MAIL_FROM) ? env.MAIL_FROM.trim() : DEFAULTS.mailFrom,
    concurrency: readInteger(env.WORKER_CONCURRENCY, DEFAULTS.concurrency, 'WORKER_CONCURRENCY', 1),
    sweepIntervalMs: readInteger(env.SWEEP_INTERVAL_MS, DEFAULTS.sweepIntervalMs, 'SWEEP_INTERVAL_MS', 100),
    renotifyAfterMs: readInteger(env.RENOTIFY_AFTER_MS, DEFAULTS.renotifyAfterMs, 'RENOTIFY_AFTER_MS', 0),
    alertAfterMs: readInteger(env.ALERT_AFTER_MS, DEFAULTS.alertAfterMs, 'ALERT_AFTER_MS', 0),
    shutdownTimeoutMs: readInteger(env.SHUTDOWN_TIMEOUT_MS, DEFAULTS.shutdownTimeoutMs, 'SHUTDOWN_TIMEOUT_MS', 0),
    logLevel: readLogLevel(env.LOG_LEVEL),
    backoffScale: readPositiveNumber(env.LEAD_BACKOFF_SCALE, DEFAULTS.backoffScale, 'LEAD_BACKOFF_SCALE'),
    stalledIntervalMs: readInteger(env.STALLED_INTERVAL_MS, DEFAULTS.stalledIntervalMs, 'STALLED_INTERVAL_MS', 100),
    lockDurationMs: readInteger(env.LOCK_DURATION_MS, DEFAULTS.lockDurationMs, 'LOCK_DURATION_MS', 100),
    salesEscalationEmail: readBareAddress(env.SALES_ESCALATION_EMAIL, DEFAULTS.salesEscalationEmail, 'SALES_ESCALATION_EMAIL'),
    escalateAfterMs,
    finalAlertAfterMs,
    claimLinkTtlMs: readInteger(env.CLAIM_LINK_TTL_MS, DEFAULTS.claimLinkTtlMs, 'CLAIM_LINK_TTL_MS', 1000),
    // Named here (not only inside readClaimSecret) so the deployment checks see what this process reads.
    claimTokenSecret: readClaimSecret({ CLAIM_TOKEN_SECRET: env.CLAIM_TOKEN_SECRET, NODE_ENV: env.NODE_ENV }),
    siteUrl: readUrl(env.SITE_URL, DEFAULTS.siteUrl, 'SITE_URL', ['http:', 'https:']),
    digestHour: readIntegerInRange(env.DIGEST_HOUR, DEFAULTS.digestHour, 'DIGEST_HOUR', 0, 23),
    digestTimeZone: readTimeZone(env.DIGEST_TIME_ZONE),
  };
}
