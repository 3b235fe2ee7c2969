import { resolveClaimSecret } from './claim-secret.js';
import type { ConfigIssue } from './config-error.js';
import type { LogLevel } from './env-values.js';
import { isLoopbackHost } from './loopback.js';
import { type Environment, parseEnvPart } from './parse-env.js';

/** The worker's configuration. Every value has a local default so `node dist/main.js` works on a developer machine. */
export interface WorkerSettings {
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
  /** Multiplies every retry wait of the `lead-backoff` strategy (env `LEAD_BACKOFF_SCALE`, default 1; a test hook). */
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
  /** HMAC key of claim links, shared with the api (env `CLAIM_TOKEN_SECRET`; see claim-secret.ts). */
  readonly claimTokenSecret: string;
  /** The site's public origin, for links in emails (env `SITE_URL`). */
  readonly siteUrl: string;
  /** Local hour (0-23) the daily digest goes out (env `DIGEST_HOUR`, default 8) ... */
  readonly digestHour: number;
  /** ... in this IANA time zone (env `DIGEST_TIME_ZONE`, default UTC). */
  readonly digestTimeZone: string;
  /** Whether the person who sent a lead gets the acknowledgement email (env `LEAD_ACKNOWLEDGEMENT`, default on). */
  readonly acknowledgementEnabled: boolean;
  /** At most this many acknowledgements per client address (IPv6: per /64) and hour (env `LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT`, 3). */
  readonly acknowledgementMaxPerClient: number;
  /** ... per recipient registrable domain and hour (env `LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN`, 5) ... */
  readonly acknowledgementMaxPerDomain: number;
  /** ... and site-wide per hour (env `LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL`, 100); past any of them it is skipped. */
  readonly acknowledgementMaxGlobal: number;
  /** Each new lead is POSTed to every one of these (env `LEAD_WEBHOOK_URLS`, comma-separated; default none). */
  readonly webhookUrls: readonly string[];
  /** HMAC-SHA256 key of the webhooks' `Site-Signature` (env `LEAD_WEBHOOK_SECRET`; required with webhook URLs). */
  readonly webhookSecret: string;
  /** How long one webhook request may take before it counts as failed (env `LEAD_WEBHOOK_TIMEOUT_MS`, 10 s). */
  readonly webhookTimeoutMs: number;
  /** A person idle this many days on all their leads is erased by the retention job (env `LEAD_RETENTION_DAYS`, 730). */
  readonly retentionDays: number;
}

/** Where the worker serves its Prometheus metrics (not part of WorkerSettings: only its `main.ts` listens). */
export interface WorkerMetricsSettings {
  /** env `WORKER_METRICS_PORT` (default 9464; `0` = no metrics server). */
  readonly port: number;
  /** env `WORKER_METRICS_HOST` (default loopback; a pod sets 0.0.0.0 so Prometheus can scrape it). */
  readonly host: string;
}

/** The variables the worker's configuration reads (deployments set each of them: infra/deploy's tests check). */
export const WORKER_VARIABLES = [
  'NODE_ENV',
  'DATABASE_URL',
  'REDIS_URL',
  'QUEUE_PREFIX',
  'SMTP_URL',
  'SALES_EMAIL',
  'MAIL_FROM',
  'WORKER_CONCURRENCY',
  'SWEEP_INTERVAL_MS',
  'RENOTIFY_AFTER_MS',
  'ALERT_AFTER_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'LOG_LEVEL',
  'LEAD_BACKOFF_SCALE',
  'STALLED_INTERVAL_MS',
  'LOCK_DURATION_MS',
  'SALES_ESCALATION_EMAIL',
  'CLAIM_ESCALATE_AFTER_MS',
  'CLAIM_FINAL_ALERT_AFTER_MS',
  'CLAIM_LINK_TTL_MS',
  'CLAIM_TOKEN_SECRET',
  'SITE_URL',
  'DIGEST_HOUR',
  'DIGEST_TIME_ZONE',
  'LEAD_ACKNOWLEDGEMENT',
  'LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT',
  'LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN',
  'LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL',
  'LEAD_WEBHOOK_URLS',
  'LEAD_WEBHOOK_SECRET',
  'LEAD_WEBHOOK_TIMEOUT_MS',
  'LEAD_RETENTION_DAYS',
] as const;

/** The worker's part of the environment, validated; throws a ConfigError naming every bad variable. */
export function workerConfig(env: Environment): WorkerSettings {
  let claimTokenSecret = '';
  const part = parseEnvPart('worker', env, WORKER_VARIABLES, (values): ConfigIssue[] => {
    const issues: ConfigIssue[] = [];
    if (values.CLAIM_FINAL_ALERT_AFTER_MS <= values.CLAIM_ESCALATE_AFTER_MS) {
      issues.push({
        variable: 'CLAIM_FINAL_ALERT_AFTER_MS',
        message: `(${values.CLAIM_FINAL_ALERT_AFTER_MS}) must be later than CLAIM_ESCALATE_AFTER_MS (${values.CLAIM_ESCALATE_AFTER_MS})`,
      });
    }
    // The worker listens nowhere public; its links name the site it works for. Links to a loopback site are local.
    const siteHost = new URL(values.SITE_URL).hostname;
    const secret = resolveClaimSecret(values.CLAIM_TOKEN_SECRET, values.NODE_ENV, {
      is: isLoopbackHost(siteHost),
      because: `the claim links point at ${siteHost} (SITE_URL), beyond loopback`,
    });
    if (typeof secret === 'string') claimTokenSecret = secret;
    else issues.push(secret);
    // Receivers verify every webhook's signature: no URL without a key to sign with.
    if (values.LEAD_WEBHOOK_URLS.length > 0 && !values.LEAD_WEBHOOK_SECRET) {
      issues.push({ variable: 'LEAD_WEBHOOK_SECRET', message: 'must be set (at least 32 characters) when LEAD_WEBHOOK_URLS is' });
    }
    return issues;
  });
  return {
    databaseUrl: part.DATABASE_URL,
    redisUrl: part.REDIS_URL,
    queuePrefix: part.QUEUE_PREFIX,
    smtpUrl: part.SMTP_URL,
    salesEmail: part.SALES_EMAIL,
    mailFrom: part.MAIL_FROM,
    concurrency: part.WORKER_CONCURRENCY,
    sweepIntervalMs: part.SWEEP_INTERVAL_MS,
    renotifyAfterMs: part.RENOTIFY_AFTER_MS,
    alertAfterMs: part.ALERT_AFTER_MS,
    shutdownTimeoutMs: part.SHUTDOWN_TIMEOUT_MS,
    logLevel: part.LOG_LEVEL,
    backoffScale: part.LEAD_BACKOFF_SCALE,
    stalledIntervalMs: part.STALLED_INTERVAL_MS,
    lockDurationMs: part.LOCK_DURATION_MS,
    salesEscalationEmail: part.SALES_ESCALATION_EMAIL,
    escalateAfterMs: part.CLAIM_ESCALATE_AFTER_MS,
    finalAlertAfterMs: part.CLAIM_FINAL_ALERT_AFTER_MS,
    claimLinkTtlMs: part.CLAIM_LINK_TTL_MS,
    claimTokenSecret,
    siteUrl: part.SITE_URL,
    digestHour: part.DIGEST_HOUR,
    digestTimeZone: part.DIGEST_TIME_ZONE,
    acknowledgementEnabled: part.LEAD_ACKNOWLEDGEMENT,
    acknowledgementMaxPerClient: part.LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT,
    acknowledgementMaxPerDomain: part.LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN,
    acknowledgementMaxGlobal: part.LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL,
    webhookUrls: part.LEAD_WEBHOOK_URLS,
    webhookSecret: part.LEAD_WEBHOOK_SECRET ?? '',
    webhookTimeoutMs: part.LEAD_WEBHOOK_TIMEOUT_MS,
    retentionDays: part.LEAD_RETENTION_DAYS,
  };
}

/** The variables of the worker's metrics listener. */
export const WORKER_METRICS_VARIABLES = ['WORKER_METRICS_PORT', 'WORKER_METRICS_HOST'] as const;

/** The worker's metrics listener (env `WORKER_METRICS_PORT`, `WORKER_METRICS_HOST`). */
export function workerMetricsConfig(env: Environment): WorkerMetricsSettings {
  const part = parseEnvPart('worker', env, WORKER_METRICS_VARIABLES);
  return { port: part.WORKER_METRICS_PORT, host: part.WORKER_METRICS_HOST };
}
