// The lead pipeline's processes: migrations, the SMTP catcher, the API and the worker. Used by `npm start`
// (with the local defaults) and by the browser tests (with their own ports, database and queue prefix).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDatabase } from '../services/postgres.mjs';
import { startSmtpCatcher } from '../smtp-catcher/index.mjs';
import { isPortOpen, startProcess } from './processes.mjs';
import { ROOT } from './site-stack.mjs';

const run = promisify(execFile);

/**
 * @param {object} o
 * @param {number} o.apiPort
 * @param {number} o.smtpPort
 * @param {number} o.mailUiPort
 * @param {string} o.databaseUrl
 * @param {string} o.redisUrl
 * @param {Record<string,string>} [o.env]  extra environment for the api and worker (QUEUE_PREFIX, SALES_EMAIL, ...)
 * @param {boolean} [o.quiet]
 */
export async function startBackendStack({ apiPort, smtpPort, mailUiPort, databaseUrl, redisUrl, env = {}, quiet = false }) {
  const started = [];
  const stopAll = async () => {
    for (const handle of started.reverse()) await handle.stop().catch(() => undefined);
  };
  try {
    const childEnv = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      API_PORT: String(apiPort),
      // The API listens on loopback only; the local gateway proxies /api from 127.0.0.1 and reports the client
      // in X-Forwarded-For, which the API believes from that address alone.
      API_HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    };
    await ensureDatabase(databaseUrl);
    await run(process.execPath, [path.join(ROOT, 'packages', 'persistence', 'dist', 'cli', 'migrate.js')], {
      env: { ...process.env, ...childEnv },
    });

    const mail = await startSmtpCatcher({ smtpPort, httpPort: mailUiPort, log: quiet ? () => undefined : undefined });
    if (mail.started) started.push({ name: 'smtp-catcher', stop: () => mail.stop() });

    if (await isPortOpen(apiPort)) {
      if (!quiet) console.log(`[start] something already listens on ${apiPort}; using it as the API`);
    } else {
      started.push(
        await startProcess({ name: 'api', command: process.execPath, args: [path.join(ROOT, 'api', 'dist', 'main.js')], env: childEnv, port: apiPort, quiet }),
      );
    }
    started.push(
      await startProcess({
        name: 'worker',
        command: process.execPath,
        args: [path.join(ROOT, 'worker', 'dist', 'main.js')],
        env: childEnv,
        // The worker listens on no port; it is ready once it logged its start-up.
        ready: (line) => line.includes('worker ready'),
        quiet,
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { mailUiUrl: `http://127.0.0.1:${mailUiPort}`, stop: stopAll };
}
