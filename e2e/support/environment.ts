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
