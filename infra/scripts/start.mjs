// `npm start` (after the build): starts whatever of the local stack is not already running, prints the URL,
// and on Ctrl-C stops what it started (and nothing else).
//   PostgreSQL, Redis (AOF, noeviction)  -> infra/services
//   SMTP catcher (mail to sales lands here; read it at http://127.0.0.1:1080/messages)
//   api (NestJS on API_PORT), the four remotes' static servers and the gateway on PORT (8080)
import { ensureBackingServices } from './ensure-services.mjs';
import { startBackendStack } from './backend-stack.mjs';
import { isPortOpen } from './processes.mjs';
import { localConfig } from './ports.mjs';
import { startSiteStack } from './site-stack.mjs';

const config = localConfig();
const started = [];

async function stopAll() {
  for (const { name, stop } of started.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`[start] stopping ${name} failed: ${error.message}`);
    }
  }
}

async function main() {
  if (await isPortOpen(config.port)) throw new Error(`Port ${config.port} is in use: is the site already running? (set PORT to use another)`);

  const services = await ensureBackingServices(process.env);
  for (const [name, handle] of Object.entries(services)) if (handle.started) started.push({ name, stop: () => handle.stop() });

  // Migrations, the SMTP catcher, the API and the worker.
  const backend = await startBackendStack({
    apiPort: config.apiPort,
    smtpPort: config.smtpPort,
    mailUiPort: config.mailUiPort,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    env: {
      SALES_EMAIL: config.salesEmail,
      MAIL_FROM: config.mailFrom,
      // Claim links in the sales emails point at this site; the API takes its pages as the leads' own.
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${config.port}`,
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? `http://localhost:${config.port}`,
    },
  });
  started.push({ name: 'backend', stop: () => backend.stop() });

  const site = await startSiteStack({ port: config.port, apiPort: config.apiPort, remotePorts: config.remotePorts, quiet: false });
  started.push({ name: 'site', stop: () => site.stop() });

  console.log(`\nSite ready: ${site.url}  (API ${site.url}/api/health, mail http://127.0.0.1:${config.mailUiPort}/messages)\nPress Ctrl-C to stop.`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    void stopAll().then(() => process.exit(0));
  });
}

main().catch(async (error) => {
  console.error(`[start] ${error.message}`);
  await stopAll();
  process.exit(1);
});
