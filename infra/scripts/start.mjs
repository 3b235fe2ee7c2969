// `npm start` (after the build): starts whatever of the local stack is not already running, prints the URL, and on
// Ctrl-C stops what it started (and nothing else). Every variable of the README's environment table is honoured:
//   PostgreSQL (DATABASE_URL), Redis (REDIS_URL)    -> the machine's own if they answer, else private ones
//   SMTP_URL unset: maildev on SMTP_PORT (1025) with its web inbox on MAIL_UI_PORT (1080), and the worker sends there
//   SMTP_URL set:   no catcher; the worker sends to that server
//   api (API_PORT), worker, the four remotes' static servers and the gateway on PORT (8080)
import path from 'node:path';
import { isPortOpen, startMailCatcher } from '@site/harness';
import { startBackendStack } from './backend-stack.mjs';
import { DATA_ROOT, ensureBackingServices } from './ensure-services.mjs';
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

  let smtpUrl = config.smtpUrl;
  let inbox = `mail goes to ${smtpUrl} (SMTP_URL)`;
  if (!smtpUrl) {
    const catcher = await startMailCatcher({
      smtpPort: config.smtpPort,
      webPort: config.mailUiPort,
      mailDirectory: path.join(DATA_ROOT, 'mail'),
    });
    if (catcher.started) started.push({ name: 'maildev', stop: () => catcher.stop() });
    smtpUrl = catcher.smtpUrl;
    inbox = `mail inbox ${catcher.inboxUrl}`;
  }

  // Migrations, the API and the worker.
  const backend = await startBackendStack({
    apiPort: config.apiPort,
    smtpUrl,
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

  console.log(`\nSite ready: ${site.url}  (API ${site.url}/api/health, ${inbox})\nPress Ctrl-C to stop.`);
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
