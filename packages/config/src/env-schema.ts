import { z } from 'zod';
import { optional, withDefault } from './env-field.js';
import * as value from './env-values.js';
import { trustProxy } from './trust-proxy.js';

/**
 * Every environment variable of the README's table (plus the worker's test hooks), parsed. The api and the
 * worker each validate their part (`api-config.ts`, `worker-config.ts`); the local stack's ports are here so
 * their defaults are written once too.
 */
export const ENV_FIELDS = {
  NODE_ENV: optional(value.text),
  LOG_LEVEL: withDefault('LOG_LEVEL', value.logLevel),
  // The site and the local stack.
  PORT: withDefault('PORT', value.tcpPort),
  REMOTE_PLATFORM_PORT: withDefault('REMOTE_PLATFORM_PORT', value.tcpPort),
  REMOTE_SERVICES_PORT: withDefault('REMOTE_SERVICES_PORT', value.tcpPort),
  REMOTE_COMPANY_PORT: withDefault('REMOTE_COMPANY_PORT', value.tcpPort),
  REMOTE_CONTACT_PORT: withDefault('REMOTE_CONTACT_PORT', value.tcpPort),
  SMTP_PORT: withDefault('SMTP_PORT', value.tcpPort),
  MAIL_UI_PORT: withDefault('MAIL_UI_PORT', value.tcpPort),
  SITE_URL: withDefault('SITE_URL', value.url(['http:', 'https:'])),
  REMOTES_CONFIG_FILE: optional(value.text),
  REMOTE_OVERRIDE_ALLOWLIST: optional(value.urlPrefixes),
  CSP_REMOTE_ORIGINS: optional(value.origins),
  GATEWAY_SOURCE_ADDRESS: optional(value.ipAddress),
  // The gateway's container image (infra/deploy): its files and upstreams.
  SHELL_DIST: withDefault('SHELL_DIST', value.text),
  API_ORIGIN: withDefault('API_ORIGIN', value.url(['http:', 'https:'])),
  REMOTE_PLATFORM_ORIGIN: withDefault('REMOTE_PLATFORM_ORIGIN', value.url(['http:', 'https:'])),
  REMOTE_SERVICES_ORIGIN: withDefault('REMOTE_SERVICES_ORIGIN', value.url(['http:', 'https:'])),
  REMOTE_COMPANY_ORIGIN: withDefault('REMOTE_COMPANY_ORIGIN', value.url(['http:', 'https:'])),
  REMOTE_CONTACT_ORIGIN: withDefault('REMOTE_CONTACT_ORIGIN', value.url(['http:', 'https:'])),
  // Shared by the api and the worker.
  DATABASE_URL: withDefault('DATABASE_URL', value.url(['postgres:', 'postgresql:']), 'url'),
  REDIS_URL: withDefault('REDIS_URL', value.url(['redis:', 'rediss:']), 'url'),
  QUEUE_PREFIX: withDefault('QUEUE_PREFIX', value.queuePrefix),
  // Checked against NODE_ENV and where the process is reachable in `claim-secret.ts`; never echoed.
  CLAIM_TOKEN_SECRET: optional(value.text, 'none'),
  // The api.
  API_PORT: withDefault('API_PORT', value.tcpPort),
  API_HOST: withDefault('API_HOST', value.text),
  RATE_LIMIT_MAX: withDefault('RATE_LIMIT_MAX', value.integer(1)),
  RATE_LIMIT_WINDOW: withDefault('RATE_LIMIT_WINDOW', value.duration),
  ADMIN_RATE_LIMIT_MAX: withDefault('ADMIN_RATE_LIMIT_MAX', value.integer(1)),
  ADMIN_RATE_LIMIT_WINDOW: withDefault('ADMIN_RATE_LIMIT_WINDOW', value.duration),
  SITE_ORIGINS: withDefault('SITE_ORIGINS', value.origins),
  TRUST_PROXY: optional(trustProxy),
  METRICS_TOKEN: optional(value.secret(32), 'none'),
  API_DOCS: optional(value.flag),
  // Checked against NODE_ENV and where the API is reachable in `staff-session-secret.ts`; never echoed.
  STAFF_SESSION_SECRET: optional(value.text, 'none'),
  STAFF_SESSION_TTL: withDefault('STAFF_SESSION_TTL', value.duration),
  // The worker.
  SMTP_URL: withDefault('SMTP_URL', value.url(['smtp:', 'smtps:']), 'url'),
  SALES_EMAIL: withDefault('SALES_EMAIL', value.bareAddress),
  MAIL_FROM: withDefault('MAIL_FROM', value.text),
  WORKER_CONCURRENCY: withDefault('WORKER_CONCURRENCY', value.integer(1)),
  SWEEP_INTERVAL_MS: withDefault('SWEEP_INTERVAL_MS', value.integer(100)),
  RENOTIFY_AFTER_MS: withDefault('RENOTIFY_AFTER_MS', value.integer(0)),
  ALERT_AFTER_MS: withDefault('ALERT_AFTER_MS', value.integer(0)),
  SHUTDOWN_TIMEOUT_MS: withDefault('SHUTDOWN_TIMEOUT_MS', value.integer(0)),
  SALES_ESCALATION_EMAIL: withDefault('SALES_ESCALATION_EMAIL', value.bareAddress),
  CLAIM_ESCALATE_AFTER_MS: withDefault('CLAIM_ESCALATE_AFTER_MS', value.integer(0)),
  CLAIM_FINAL_ALERT_AFTER_MS: withDefault('CLAIM_FINAL_ALERT_AFTER_MS', value.integer(0)),
  CLAIM_LINK_TTL_MS: withDefault('CLAIM_LINK_TTL_MS', value.integer(1000)),
  DIGEST_HOUR: withDefault('DIGEST_HOUR', value.integer(0, 23)),
  DIGEST_TIME_ZONE: withDefault('DIGEST_TIME_ZONE', value.timeZone),
  LEAD_ACKNOWLEDGEMENT: withDefault('LEAD_ACKNOWLEDGEMENT', value.onOff),
  LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: withDefault('LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT', value.integer(1)),
  LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN: withDefault('LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN', value.integer(1)),
  LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL: withDefault('LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL', value.integer(1)),
  // URLs of incoming webhooks carry their credentials: never echoed.
  LEAD_WEBHOOK_URLS: withDefault('LEAD_WEBHOOK_URLS', value.urlList, 'none'),
  LEAD_WEBHOOK_SECRET: optional(value.secret(32), 'none'),
  LEAD_WEBHOOK_TIMEOUT_MS: withDefault('LEAD_WEBHOOK_TIMEOUT_MS', value.integer(100)),
  WORKER_METRICS_PORT: withDefault('WORKER_METRICS_PORT', value.tcpPort),
  WORKER_METRICS_HOST: withDefault('WORKER_METRICS_HOST', value.text),
  LEAD_BACKOFF_SCALE: withDefault('LEAD_BACKOFF_SCALE', value.positiveNumber),
  STALLED_INTERVAL_MS: withDefault('STALLED_INTERVAL_MS', value.integer(100)),
  LOCK_DURATION_MS: withDefault('LOCK_DURATION_MS', value.integer(100)),
};

export type EnvField = keyof typeof ENV_FIELDS;

/** The schema of the whole environment. */
export const envSchema = z.object(ENV_FIELDS);
export type Env = z.output<typeof envSchema>;
