import { describe, expect, it } from '@jest/globals';
import { DEFAULTS, loadConfig } from './worker-config.js';

describe('loadConfig', () => {
  it('uses the local defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual(DEFAULTS);
  });

  it('reads every variable', () => {
    const config = loadConfig({
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
    });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SALES_EMAIL: 'Sales <sales@example.test>' }, /SALES_EMAIL/],
    [{ SALES_EMAIL: 'a@example.test, b@example.test' }, /SALES_EMAIL/],
    [{ WORKER_CONCURRENCY: '0' }, /WORKER_CONCURRENCY/],
    [{ WORKER_CONCURRENCY: '2.5' }, /WORKER_CONCURRENCY/],
    [{ LEAD_BACKOFF_SCALE: '-1' }, /LEAD_BACKOFF_SCALE/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ QUEUE_PREFIX: 'a:b' }, /QUEUE_PREFIX/],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
