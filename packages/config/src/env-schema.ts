import { z } from 'zod';
import { optional, withDefault } from './env-field.js';
import * as value from './env-values.js';
import { trustProxy } from './trust-proxy.js';

/**
 * Every environment variable, parsed, each with its description: `docs/environment.md` is written from these
 * (`npm run docs:env`; `env-doc.ts`). The api and the worker each validate their part (`api-config.ts`,
 * `worker-config.ts`); the local stack's ports are here so their defaults are written once too.
 */
export const ENV_FIELDS = {
  NODE_ENV: optional(value.text).describe(
    'API, worker: `production` demands `CLAIM_TOKEN_SECRET` and `STAFF_SESSION_SECRET` (compose and Kubernetes set it)',
  ),
  LOG_LEVEL: withDefault('LOG_LEVEL', value.logLevel).describe('API, worker: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`'),
  // The site and the local stack.
  PORT: withDefault('PORT', value.tcpPort).describe("gateway: the site's port"),
  REMOTE_PLATFORM_PORT: withDefault('REMOTE_PLATFORM_PORT', value.tcpPort).describe("`npm start`: the `platform` remote's static server"),
  REMOTE_SERVICES_PORT: withDefault('REMOTE_SERVICES_PORT', value.tcpPort).describe("`npm start`: the `services` remote's static server"),
  REMOTE_COMPANY_PORT: withDefault('REMOTE_COMPANY_PORT', value.tcpPort).describe("`npm start`: the `company` remote's static server"),
  REMOTE_CONTACT_PORT: withDefault('REMOTE_CONTACT_PORT', value.tcpPort).describe("`npm start`: the `contact` remote's static server"),
  SMTP_PORT: withDefault('SMTP_PORT', value.tcpPort).describe("`npm start`'s MailDev when `SMTP_URL` is unset: its SMTP port"),
  MAIL_UI_PORT: withDefault('MAIL_UI_PORT', value.tcpPort).describe(
    "`npm start`'s MailDev when `SMTP_URL` is unset: its web inbox (http://127.0.0.1:1080)",
  ),
  SITE_URL: withDefault('SITE_URL', value.url(['http:', 'https:'])).describe(
    "gateway (canonical URLs, sitemap, the origin in pages' stylesheet links), company build (security.txt), worker (where claim links point)",
  ),
  REMOTES_CONFIG_FILE: optional(value.text).describe(
    'gateway: the live remotes config written by `deploy-remote.mjs` (unset: every remote at `/_remotes/<name>/`); API: the same file, for which remote versions browser reports may name',
  ),
  REMOTE_OVERRIDE_ALLOWLIST: optional(value.urlPrefixes).describe(
    'gateway: origins or URL prefixes (comma-separated) preview overrides may load a remote from; unset: overrides are ignored',
  ),
  CSP_REMOTE_ORIGINS: optional(value.origins).describe(
    "gateway, remotes' servers: remote origins other than the site's (a CDN; comma-separated), added to the CSP",
  ),
  GATEWAY_SOURCE_ADDRESS: optional(value.ipAddress).describe(
    "gateway: the local address its connections to the API leave from (unset: the system's choice; `npm start` and the test stacks use `127.0.0.2` and set the API's `TRUST_PROXY` to exactly it, so no other local process is believed; on macOS alias it first: `sudo ifconfig lo0 alias 127.0.0.2`, or set `127.0.0.1`)",
  ),
  // The gateway's container image (infra/deploy): its files and upstreams.
  SHELL_DIST: withDefault('SHELL_DIST', value.text).describe("the gateway's container image: the shell's files"),
  API_ORIGIN: withDefault('API_ORIGIN', value.url(['http:', 'https:'])).describe(
    "the gateway's container image: where `/api` and `/staff` are proxied",
  ),
  REMOTE_PLATFORM_ORIGIN: withDefault('REMOTE_PLATFORM_ORIGIN', value.url(['http:', 'https:'])).describe(
    "the gateway's container image: where the `platform` remote's files are proxied",
  ),
  REMOTE_SERVICES_ORIGIN: withDefault('REMOTE_SERVICES_ORIGIN', value.url(['http:', 'https:'])).describe(
    "the gateway's container image: where the `services` remote's files are proxied",
  ),
  REMOTE_COMPANY_ORIGIN: withDefault('REMOTE_COMPANY_ORIGIN', value.url(['http:', 'https:'])).describe(
    "the gateway's container image: where the `company` remote's files are proxied",
  ),
  REMOTE_CONTACT_ORIGIN: withDefault('REMOTE_CONTACT_ORIGIN', value.url(['http:', 'https:'])).describe(
    "the gateway's container image: where the `contact` remote's files are proxied",
  ),
  // Shared by the api and the worker.
  DATABASE_URL: withDefault('DATABASE_URL', value.url(['postgres:', 'postgresql:']), 'url').describe(
    'API, worker, migrations (`npm run -w packages/persistence migrate`)',
  ),
  REDIS_URL: withDefault('REDIS_URL', value.url(['redis:', 'rediss:']), 'url').describe(
    'API, worker (Redis must run with `maxmemory-policy noeviction`)',
  ),
  QUEUE_PREFIX: withDefault('QUEUE_PREFIX', value.queuePrefix).describe(
    'API, worker (the same in both): BullMQ key prefix, also namespacing the rate-limit counters; letters, digits, `_ . { } -`, no `:`',
  ),
  // Checked against NODE_ENV and where the process is reachable in `claim-secret.ts`; never echoed.
  CLAIM_TOKEN_SECRET: optional(value.text, 'none').describe(
    "API and worker (the same value, ≥ 32 characters): HMAC key of the sales emails' claim links. Unset: a public development key, accepted only where `NODE_ENV` is not `production` and the process is local (API bound to loopback; worker's `SITE_URL` on loopback)",
  ),
  // The api.
  API_PORT: withDefault('API_PORT', value.tcpPort).describe('API'),
  API_HOST: withDefault('API_HOST', value.text).describe('API: the interface it binds (a container or pod sets `0.0.0.0`)'),
  RATE_LIMIT_MAX: withDefault('RATE_LIMIT_MAX', value.integer(1)).describe('API: lead POSTs per client IP and route per `RATE_LIMIT_WINDOW`'),
  RATE_LIMIT_WINDOW: withDefault('RATE_LIMIT_WINDOW', value.duration).describe(
    "API: the lead POSTs' rate-limit window (`30s`, `2 minutes`, `60000` …)",
  ),
  ADMIN_RATE_LIMIT_MAX: withDefault('ADMIN_RATE_LIMIT_MAX', value.integer(1)).describe(
    'API: staff reads per client IP, route and method per `ADMIN_RATE_LIMIT_WINDOW`; also the budget of staff password checks per client address and per username',
  ),
  ADMIN_RATE_LIMIT_WINDOW: withDefault('ADMIN_RATE_LIMIT_WINDOW', value.duration).describe(
    "API: the window of the staff reads' and password checks' limits",
  ),
  SITE_ORIGINS: withDefault('SITE_ORIGINS', value.origins).describe(
    "API (CORS: comma-separated origins; whose pages a no-JS post's Referer names as the lead's landing page); gateway (other origins the site answers under: a page requested as one of them links to it, any other `Host` gets `SITE_URL`'s)",
  ),
  TRUST_PROXY: optional(trustProxy).describe(
    "API: addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal` whose `X-Forwarded-For` names the client for the rate limits; gateway: proxies whose `X-Forwarded-Proto`/`-Host`/`-For` it believes. Unset: trust no one (`npm start` sets the gateway's `GATEWAY_SOURCE_ADDRESS`, `127.0.0.2`, for the API). Hop counts are refused",
  ),
  METRICS_TOKEN: optional(value.secret(32), 'none').describe(
    'API: the bearer token `/api/metrics` asks for (≥ 32 characters); unset: `/api/metrics` answers only on a loopback-bound API',
  ),
  API_DOCS: optional(value.flag).describe(
    'API: whether `/api/docs` serves the OpenAPI document; unset: `true` on a loopback-bound API, else `false`',
  ),
  // Checked against NODE_ENV and where the API is reachable in `staff-session-secret.ts`; never echoed.
  STAFF_SESSION_SECRET: optional(value.text, 'none').describe(
    'API: key of the staff session cookie (≥ 32 characters; `openssl rand -hex 32`). Unset: a public development key, only where `NODE_ENV` is not `production` and the API binds loopback; compose and Kubernetes provide it like `CLAIM_TOKEN_SECRET`',
  ),
  STAFF_SESSION_TTL: withDefault('STAFF_SESSION_TTL', value.duration).describe(
    'API: how long a staff sign-in lasts, counted from the sign-in (`30 minutes`, `2h`, `60000` …)',
  ),
  // Staff single sign-on (OpenID Connect): off unless OIDC_ISSUER is set; see oidc-config.ts.
  OIDC_ISSUER: optional(value.url(['http:', 'https:'])).describe(
    'API: the OpenID Connect provider staff may sign in with (its issuer URL; discovery at `/.well-known/openid-configuration`). Unset: single sign-on is off. `http:` only for a provider on loopback',
  ),
  OIDC_CLIENT_ID: optional(value.text).describe('API: the client id the provider registered for the staff workspace (required with `OIDC_ISSUER`)'),
  OIDC_CLIENT_SECRET: optional(value.text, 'none').describe("API: that client's secret (`client_secret_basic`); unset: a public client (PKCE only)"),
  OIDC_REDIRECT_URL: optional(value.url(['http:', 'https:'])).describe(
    "API: the callback registered at the provider, the site's `/staff/sign-in/sso/callback` (e.g. `https://www.example.com/staff/sign-in/sso/callback`; required with `OIDC_ISSUER`)",
  ),
  OIDC_USERNAME_CLAIM: withDefault('OIDC_USERNAME_CLAIM', value.text).describe(
    "API: the ID token claim that names the staff user (the `users` table's username); a user's first single sign-on links their provider subject, later ones must come with it",
  ),
  OIDC_ROLE_CLAIM: optional(value.text, 'none').describe(
    "API: a claim that sets the staff user's role at each single sign-on (`admin` when its value is, or its list holds, `admin`; otherwise `sales`). Unset: the user keeps the role `create-user` gave",
  ),
  // The worker.
  SMTP_URL: withDefault('SMTP_URL', value.url(['smtp:', 'smtps:']), 'url').describe(
    'worker: the SMTP server it sends through. Unset under `npm start`: its MailDev at `smtp://127.0.0.1:$SMTP_PORT`; set: `npm start` starts no mail catcher',
  ),
  SALES_EMAIL: withDefault('SALES_EMAIL', value.bareAddress).describe(
    "worker: where the sales emails go (one bare address); the acknowledgements' `Reply-To`",
  ),
  MAIL_FROM: withDefault('MAIL_FROM', value.text).describe('worker: the sender of every email'),
  WORKER_CONCURRENCY: withDefault('WORKER_CONCURRENCY', value.integer(1)).describe('worker: jobs run at once per worker'),
  SWEEP_INTERVAL_MS: withDefault('SWEEP_INTERVAL_MS', value.integer(100)).describe('worker: how often the sweeper looks for leads not yet emailed'),
  RENOTIFY_AFTER_MS: withDefault('RENOTIFY_AFTER_MS', value.integer(0)).describe(
    'worker: the sweeper re-enqueues a lead not emailed after this long',
  ),
  ALERT_AFTER_MS: withDefault('ALERT_AFTER_MS', value.integer(0)).describe(
    'worker: the sweeper logs an alert for a lead not emailed after this long',
  ),
  SHUTDOWN_TIMEOUT_MS: withDefault('SHUTDOWN_TIMEOUT_MS', value.integer(0)).describe(
    'worker: on SIGTERM, how long active jobs may finish (then their email is aborted and retried later)',
  ),
  SALES_ESCALATION_EMAIL: withDefault('SALES_ESCALATION_EMAIL', value.bareAddress).describe(
    'worker: where the 12 h escalation and the 20 h final alert go (one bare address)',
  ),
  CLAIM_ESCALATE_AFTER_MS: withDefault('CLAIM_ESCALATE_AFTER_MS', value.integer(0)).describe(
    'worker: an unclaimed lead is escalated after this long (12 h)',
  ),
  CLAIM_FINAL_ALERT_AFTER_MS: withDefault('CLAIM_FINAL_ALERT_AFTER_MS', value.integer(0)).describe(
    'worker: the final alert about an unclaimed lead, to sales and escalation together (20 h; must come after the escalation)',
  ),
  CLAIM_LINK_TTL_MS: withDefault('CLAIM_LINK_TTL_MS', value.integer(1000)).describe("worker: how long a sales email's claim link works (7 days)"),
  DIGEST_HOUR: withDefault('DIGEST_HOUR', value.integer(0, 23)).describe('worker: the hour of the daily digest, in `DIGEST_TIME_ZONE`'),
  DIGEST_TIME_ZONE: withDefault('DIGEST_TIME_ZONE', value.timeZone).describe("worker: the daily digest's IANA time zone (e.g. `Europe/Berlin`)"),
  LEAD_ACKNOWLEDGEMENT: withDefault('LEAD_ACKNOWLEDGEMENT', value.onOff).describe(
    'worker: the fixed thank-you email to the address a lead gives (`off` = none)',
  ),
  LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: withDefault('LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT', value.integer(1)).describe(
    'worker: acknowledgements per client address (IPv6: per /64) and hour; past it they are skipped and recorded (`over-client-cap`)',
  ),
  LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN: withDefault('LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN', value.integer(1)).describe(
    'worker: acknowledgements per recipient registrable domain (Public Suffix List) and hour; past it skipped (`over-domain-cap`)',
  ),
  LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL: withDefault('LEAD_ACKNOWLEDGEMENT_MAX_GLOBAL', value.integer(1)).describe(
    'worker: acknowledgements site-wide per hour; past it skipped (`over-global-cap`)',
  ),
  // URLs of incoming webhooks carry their credentials: never echoed.
  LEAD_WEBHOOK_URLS: withDefault('LEAD_WEBHOOK_URLS', value.urlList, 'none').describe(
    'worker: comma-separated http(s) URLs each new lead is POSTed to (a Slack incoming webhook gets a Slack message); unset: no webhooks',
  ),
  LEAD_WEBHOOK_SECRET: optional(value.secret(32), 'none').describe(
    "worker: HMAC-SHA256 key of the webhooks' `Site-Signature` header; required (≥ 32 characters) with `LEAD_WEBHOOK_URLS`",
  ),
  LEAD_WEBHOOK_TIMEOUT_MS: withDefault('LEAD_WEBHOOK_TIMEOUT_MS', value.integer(100)).describe(
    "worker: one webhook request's time limit (then retried)",
  ),
  LEAD_RETENTION_DAYS: withDefault('LEAD_RETENTION_DAYS', value.integer(1)).describe(
    "worker: a person (email address) with no activity on any of their leads for this many days is erased by the daily retention job (730: the privacy policy's 2 years of inactivity; docs/privacy.md)",
  ),
  WORKER_METRICS_PORT: withDefault('WORKER_METRICS_PORT', value.tcpPort).describe('worker: the port of its `GET /metrics` (`0` = off)'),
  WORKER_METRICS_HOST: withDefault('WORKER_METRICS_HOST', value.text).describe(
    "worker: the metrics server's interface (a pod sets `0.0.0.0` for the in-cluster scrape; no Service or Ingress routes to it)",
  ),
  LEAD_BACKOFF_SCALE: withDefault('LEAD_BACKOFF_SCALE', value.positiveNumber).describe("worker test hook: scales the lead jobs' retry waits"),
  STALLED_INTERVAL_MS: withDefault('STALLED_INTERVAL_MS', value.integer(100)).describe("worker test hook: BullMQ's stalled-job check interval"),
  LOCK_DURATION_MS: withDefault('LOCK_DURATION_MS', value.integer(100)).describe("worker test hook: BullMQ's job lock duration"),
};

export type EnvField = keyof typeof ENV_FIELDS;

/** The schema of the whole environment. */
export const envSchema = z.object(ENV_FIELDS);
export type Env = z.output<typeof envSchema>;
