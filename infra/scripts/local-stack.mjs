// The local stack of `npm start` and `npm run dev`: starts whatever of it is not already running, prints the URL, and
// on Ctrl-C stops what it started (and nothing else). Every variable of docs/environment.md its processes read is honoured
// (read through @site/config: `localStackConfig` here, each process its own part):
//   PostgreSQL (DATABASE_URL), Redis (REDIS_URL)    -> the machine's own if they answer, else private ones
//   SMTP_URL unset: maildev on SMTP_PORT (1025) with its web inbox on MAIL_UI_PORT (1080), and the worker sends there
//   SMTP_URL set:   no catcher; the worker sends to that server
//   api (API_PORT), worker, and the front end the caller starts (the four remotes' servers and the gateway on PORT)
// A child that exits on its own (the api, the worker, a remote's server, the mail catcher), while starting or at
// any time after, stops everything: the launcher names it, prints its exit code and last error output, and exits 1.
import path from 'node:path';
import { localStackConfig } from '@site/config';
import { isPortOpen, startMailCatcher } from '@site/harness';
import { startBackendStack } from './backend-stack.mjs';
import { DATA_ROOT, ensureBackingServices } from './ensure-services.mjs';

/** Lines of a dead child's error output shown (its reason is in the last few). */
const LAST_LINES = 20;

/**
 * @typedef {object} FrontEndOptions
 * @property {ReturnType<typeof localStackConfig>} config
 * @property {import('@site/harness').SuperviseOptions['onUnexpectedExit']} onUnexpectedExit
 * @typedef {{ url: string, stop(): Promise<void> }} FrontEnd
 */

/**
 * Runs the local stack until Ctrl-C (or a child's death) and exits the process then.
 * @param {object} o
 * @param {string} o.name  the prefix of the launcher's own messages (`start`, `dev`)
 * @param {boolean} [o.watchApi]  the API rebuilt and restarted on every change of its sources (startBackendStack)
 * @param {(options: FrontEndOptions) => Promise<FrontEnd>} o.startFrontEnd  the remotes' servers and the gateway
 */
export function runLocalStack({ name, watchApi = false, startFrontEnd }) {
  /** @type {{ name: string, stop(): Promise<void> }[]} */
  const started = [];
  let stopping = false;
  /** The start-up in progress: a failure waits for it, so what it is still starting is stopped too. */
  let startup = Promise.resolve();

  async function stopAll() {
    for (const { name: what, stop } of started.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`[${name}] stopping ${what} failed: ${error.message}`);
      }
    }
  }

  /** Stops what was started (after the start-up in progress settles) and exits with `code`. */
  async function shutDown(code) {
    if (stopping) return;
    stopping = true;
    await startup.catch(() => undefined);
    await stopAll();
    process.exit(code);
  }

  /** @param {import('@site/harness').Supervised} child */
  function childExited(child) {
    if (stopping) return;
    const { code, signal } = child.exit;
    const lines = (child.errorOutput.length > 0 ? child.errorOutput : child.output).filter((line) => line.trim()).slice(-LAST_LINES);
    console.error(
      `[${name}] ${child.name} exited on its own (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping everything.` +
        (lines.length > 0
          ? `\n[${name}] its last ${child.errorOutput.length > 0 ? 'error ' : ''}output:\n${lines.map((line) => `  ${line}`).join('\n')}`
          : ''),
    );
    void shutDown(1);
  }

  async function main() {
    const config = localStackConfig(process.env);
    if (await isPortOpen(config.port)) throw new Error(`Port ${config.port} is in use: is the site already running? (set PORT to use another)`);

    const services = await ensureBackingServices(process.env);
    for (const [what, handle] of Object.entries(services)) if (handle.started) started.push({ name: what, stop: () => handle.stop() });

    let smtpUrl = config.smtpUrl;
    let inbox = `mail goes to ${smtpUrl} (SMTP_URL)`;
    if (!smtpUrl) {
      const catcher = await startMailCatcher({
        smtpPort: config.smtpPort,
        webPort: config.mailUiPort,
        mailDirectory: path.join(DATA_ROOT, 'mail'),
        onUnexpectedExit: childExited,
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
        SITE_URL: config.siteUrl,
        SITE_ORIGINS: config.siteOrigins.join(','),
      },
      watchApi,
      onUnexpectedExit: childExited,
    });
    started.push({ name: 'backend', stop: () => backend.stop() });

    const site = await startFrontEnd({ config, onUnexpectedExit: childExited });
    started.push({ name: 'site', stop: () => site.stop() });

    if (!stopping) console.log(`\nSite ready: ${site.url}  (API ${site.url}/api/health, ${inbox})\nPress Ctrl-C to stop.`);
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping...');
      void stopAll().then(() => process.exit(0));
    });
  }

  startup = main();
  startup.catch((error) => {
    if (stopping) return;
    // A ConfigError's message names every bad variable, one line each.
    console.error(`[${name}] ${error.message}`);
    void shutDown(1);
  });
}
