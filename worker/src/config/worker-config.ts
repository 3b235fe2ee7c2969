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
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

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

function readPositiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (!present(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** A bare address (no display name, no list): the sales inbox is the only recipient the worker ever writes to. */
const BARE_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

function readSalesEmail(raw: string | undefined): string {
  const value = present(raw) ? raw.trim() : DEFAULTS.salesEmail;
  if (!BARE_ADDRESS.test(value)) throw new Error(`SALES_EMAIL must be one bare email address, got "${value}"`);
  return value;
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
  return {
    databaseUrl: readUrl(env.DATABASE_URL, DEFAULTS.databaseUrl, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env.REDIS_URL, DEFAULTS.redisUrl, 'REDIS_URL', ['redis:', 'rediss:']),
    queuePrefix,
    smtpUrl: readUrl(env.SMTP_URL, DEFAULTS.smtpUrl, 'SMTP_URL', ['smtp:', 'smtps:']),
    salesEmail: readSalesEmail(env.SALES_EMAIL),
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
  };
}
