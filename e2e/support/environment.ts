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

/** Ports of the site the global setup starts (away from `npm start`'s 8080 so both can run). */
export const E2E_PORTS = {
  port: 18080,
  apiPort: Number(process.env.E2E_API_PORT ?? 13000),
  remotePorts: { platform: 18101, services: 18102, company: 18103, contact: 18104 },
};
