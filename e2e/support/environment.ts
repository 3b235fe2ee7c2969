import { parseEnvPart } from '@site/config';
/** Debian's Chromium, installed by infra/scripts/install-system-deps.sh. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags Chromium needs on this kind of machine (no network beyond loopback, running as root). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * All test ports derive from one base (env E2E_PORT_BASE, default 18000), away from `npm start`'s 8080,
 * so two suites (or a suite and `npm start`) can run side by side.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 18000);

function sitePorts(offset: number) {
  return {
    port: BASE + offset + 80,
    apiPort: BASE + offset + 30,
    remotePorts: {
      platform: BASE + offset + 101,
      services: BASE + offset + 102,
      company: BASE + offset + 103,
      contact: BASE + offset + 104,
    },
  };
}

/** The site the global setup starts for every test. */
export const E2E_PORTS = sitePorts(0);

/** A second copy for tests that stop or redeploy remotes. */
export const ISOLATED_PORTS = sitePorts(200);

/** A third copy, with preview overrides allowed, and the two origins its preview builds are served from. */
export const PREVIEW_PORTS = sitePorts(400);
export const PREVIEW_ORIGIN_PORTS = { allowed: BASE + 400 + 110, notAllowed: BASE + 400 + 111 };

/**
 * A fourth copy, serving versioned deploys with canaries, with an API of its own: that API reads the same releases
 * file as this gateway (REMOTES_CONFIG_FILE), as a deployment's does, to know which versions reports may name.
 */
export const CANARY_PORTS = sitePorts(600);

/** DATABASE_URL and REDIS_URL as every process reads them (@site/config: validated, defaults written once). */
const SERVICES = parseEnvPart('browser tests', process.env, ['DATABASE_URL', 'REDIS_URL']);

/** The backend the global setup starts for the lead tests: SMTP server, its HTTP reader, database, queue. */
export const E2E_BACKEND = {
  smtpPort: BASE + 25,
  mailUiPort: BASE + 26,
  // A database of its own on DATABASE_URL's server, unless E2E_DATABASE_URL names one.
  databaseUrl: process.env.E2E_DATABASE_URL ?? Object.assign(new URL(SERVICES.DATABASE_URL), { pathname: `/exposure_site_e2e_${BASE}` }).toString(),
  redisUrl: SERVICES.REDIS_URL,
  queuePrefix: `e2e${BASE}`,
  salesEmail: 'sales-e2e@surface-harvester.test',
  /** The worker's Prometheus port (its default 9464 would clash with `npm start` or another suite). */
  workerMetricsPort: BASE + 64,
};

export const E2E_MAIL_UI_URL = `http://127.0.0.1:${E2E_BACKEND.mailUiPort}`;
