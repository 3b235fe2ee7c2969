/**
 * The default of every environment variable (`docs/environment.md` shows them), written once. Plain strings (what the
 * environment would hold), so scripts that only pass values on (`npm start`, the test stacks) can use them
 * too: `import { ENV_DEFAULTS } from '@site/config/defaults'` works from an `.mjs` file once the package is built.
 */
export const ENV_DEFAULTS = {
  PORT: '8080',
  API_PORT: '3000',
  // Loopback: a process started by hand is not reachable from the network; a container or pod sets 0.0.0.0.
  API_HOST: '127.0.0.1',
  REMOTE_PLATFORM_PORT: '3101',
  REMOTE_SERVICES_PORT: '3102',
  REMOTE_COMPANY_PORT: '3103',
  REMOTE_CONTACT_PORT: '3104',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/exposure_site',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  SMTP_PORT: '1025',
  MAIL_UI_PORT: '1080',
  SALES_EMAIL: 'sales@surface-harvester.test',
  MAIL_FROM: 'Surface Harvester <no-reply@surface-harvester.test>',
  QUEUE_PREFIX: 'bull',
  RATE_LIMIT_MAX: '20',
  RATE_LIMIT_WINDOW: '1 minute',
  ADMIN_RATE_LIMIT_MAX: '10',
  ADMIN_RATE_LIMIT_WINDOW: '1 minute',
  // A staff sign-in lasts a working day, counted from the sign-in (not from the last request).
  STAFF_SESSION_TTL: '8 hours',
  // Single sign-on maps the provider's preferred_username claim to a staff username.
  OIDC_USERNAME_CLAIM: 'preferred_username',
  WORKER_CONCURRENCY: '4',
  SWEEP_INTERVAL_MS: '60000',
  RENOTIFY_AFTER_MS: '300000',
  ALERT_AFTER_MS: '3600000',
  SHUTDOWN_TIMEOUT_MS: '10000',
  SITE_URL: 'http://localhost:8080',
  SITE_ORIGINS: 'http://localhost:8080',
  SALES_ESCALATION_EMAIL: 'sales-escalation@surface-harvester.test',
  CLAIM_ESCALATE_AFTER_MS: '43200000',
  CLAIM_FINAL_ALERT_AFTER_MS: '72000000',
  CLAIM_LINK_TTL_MS: '604800000',
  DIGEST_HOUR: '8',
  DIGEST_TIME_ZONE: 'UTC',
  LOG_LEVEL: 'info',
  // The acknowledgement to the person who sent a lead, an address nobody verified: on, and per hour at most 3 per
  // client address (one person sends one or two leads; an office behind one address a few), 5 per recipient
  // registrable domain (one company) and 100 site-wide (far above the site's lead volume, far below what would
  // hurt the sending domain's reputation).
  LEAD_ACKNOWLEDGEMENT: 'on',
  LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: '3',
  LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN: '5',
  LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL: '100',
  LEAD_WEBHOOK_URLS: '',
  LEAD_WEBHOOK_TIMEOUT_MS: '10000',
  // The privacy policy keeps marketing data "until you withdraw consent, or after 2 years of inactivity".
  LEAD_RETENTION_DAYS: '730',
  WORKER_METRICS_PORT: '9464',
  // Loopback: the worker's metrics are scraped in the cluster (a pod sets 0.0.0.0; no Ingress routes to it).
  WORKER_METRICS_HOST: '127.0.0.1',
  // The gateway's container image (infra/deploy sets them): the shell's files and the
  // upstreams, named as the compose services / Kubernetes Services are.
  SHELL_DIST: '/app/shell/dist',
  API_ORIGIN: 'http://api:3000',
  REMOTE_PLATFORM_ORIGIN: 'http://mf-platform:8080',
  REMOTE_SERVICES_ORIGIN: 'http://mf-services:8080',
  REMOTE_COMPANY_ORIGIN: 'http://mf-company:8080',
  REMOTE_CONTACT_ORIGIN: 'http://mf-contact:8080',
  // Worker test hooks: retry waits, stalled-job check and lock duration.
  LEAD_BACKOFF_SCALE: '1',
  STALLED_INTERVAL_MS: '30000',
  LOCK_DURATION_MS: '30000',
} as const;

export type EnvName = keyof typeof ENV_DEFAULTS;
