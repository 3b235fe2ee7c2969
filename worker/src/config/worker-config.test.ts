import { describe, expect, it } from '@jest/globals';
import { workerConfig } from '@site/config';

/** The configuration of an empty environment: the local defaults. */
const DEFAULTS = workerConfig({});

describe('workerConfig', () => {
  it('uses the local defaults for an empty environment', () => {
    expect(workerConfig({})).toEqual(DEFAULTS);
  });

  it('reads every variable', () => {
    const config = workerConfig({
      DATABASE_URL: 'postgres://u@db:5432/leads',
      REDIS_URL: 'redis://cache:6380/2',
      QUEUE_PREFIX: 'test-prefix',
      SMTP_URL: 'smtp://mail:25',
      SALES_EMAIL: 'team@example.test',
      MAIL_FROM: 'Leads <leads@example.test>',
      WORKER_CONCURRENCY: '8',
      SWEEP_INTERVAL_MS: '1000',
      RENOTIFY_AFTER_MS: '2000',
      ALERT_AFTER_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '4000',
      LOG_LEVEL: 'WARN',
      LEAD_BACKOFF_SCALE: '0.001',
      STALLED_INTERVAL_MS: '500',
      LOCK_DURATION_MS: '1500',
      SALES_ESCALATION_EMAIL: 'lead@example.test',
      CLAIM_ESCALATE_AFTER_MS: '5000',
      CLAIM_FINAL_ALERT_AFTER_MS: '6000',
      CLAIM_LINK_TTL_MS: '7000',
      CLAIM_TOKEN_SECRET: 'a-claim-secret-of-at-least-32-characters',
      SITE_URL: 'https://www.example.test',
      DIGEST_HOUR: '7',
      DIGEST_TIME_ZONE: 'Europe/Berlin',
      LEAD_ACKNOWLEDGEMENT: 'off',
      LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: '2',
      LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN: '3',
      LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL: '40',
      LEAD_WEBHOOK_URLS: 'https://crm.example.test/intake',
      LEAD_WEBHOOK_SECRET: 'a-webhook-secret-of-at-least-32-characters',
      LEAD_WEBHOOK_TIMEOUT_MS: '2500',
      LEAD_RETENTION_DAYS: '365',
    });
    expect(config).toEqual({
      databaseUrl: 'postgres://u@db:5432/leads',
      redisUrl: 'redis://cache:6380/2',
      queuePrefix: 'test-prefix',
      smtpUrl: 'smtp://mail:25',
      salesEmail: 'team@example.test',
      mailFrom: 'Leads <leads@example.test>',
      concurrency: 8,
      sweepIntervalMs: 1000,
      renotifyAfterMs: 2000,
      alertAfterMs: 3000,
      shutdownTimeoutMs: 4000,
      logLevel: 'warn',
      backoffScale: 0.001,
      stalledIntervalMs: 500,
      lockDurationMs: 1500,
      salesEscalationEmail: 'lead@example.test',
      escalateAfterMs: 5000,
      finalAlertAfterMs: 6000,
      claimLinkTtlMs: 7000,
      claimTokenSecret: 'a-claim-secret-of-at-least-32-characters',
      siteUrl: 'https://www.example.test',
      digestHour: 7,
      digestTimeZone: 'Europe/Berlin',
      acknowledgementEnabled: false,
      acknowledgementMaxPerClient: 2,
      acknowledgementMaxPerDomain: 3,
      acknowledgementMaxGlobal: 40,
      webhookUrls: ['https://crm.example.test/intake'],
      webhookSecret: 'a-webhook-secret-of-at-least-32-characters',
      webhookTimeoutMs: 2500,
      retentionDays: 365,
    });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LEAD_RETENTION_DAYS: '0' }, /LEAD_RETENTION_DAYS/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SALES_EMAIL: 'Sales <sales@example.test>' }, /SALES_EMAIL/],
    [{ SALES_EMAIL: 'a@example.test, b@example.test' }, /SALES_EMAIL/],
    [{ WORKER_CONCURRENCY: '0' }, /WORKER_CONCURRENCY/],
    [{ WORKER_CONCURRENCY: '2.5' }, /WORKER_CONCURRENCY/],
    [{ LEAD_BACKOFF_SCALE: '-1' }, /LEAD_BACKOFF_SCALE/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ QUEUE_PREFIX: 'a:b' }, /QUEUE_PREFIX/],
    [{ SALES_ESCALATION_EMAIL: 'a@example.test; b@example.test' }, /SALES_ESCALATION_EMAIL/],
    [{ CLAIM_ESCALATE_AFTER_MS: '5000', CLAIM_FINAL_ALERT_AFTER_MS: '5000' }, /CLAIM_FINAL_ALERT_AFTER_MS/],
    [{ CLAIM_TOKEN_SECRET: 'too-short' }, /CLAIM_TOKEN_SECRET/],
    [{ NODE_ENV: 'production' }, /CLAIM_TOKEN_SECRET/],
    [{ DIGEST_HOUR: '24' }, /DIGEST_HOUR/],
    [{ DIGEST_TIME_ZONE: 'Mars/Olympus' }, /DIGEST_TIME_ZONE/],
  ])('rejects %j', (env, message) => {
    expect(() => workerConfig(env)).toThrow(message);
  });
});
