// Starts the project's own stacks (infra/scripts) on a bench's ports, with its own database and queue prefix,
// and registers their stop (plus dropping the database and the prefix's Redis keys) for clean-up.
import { isPortOpen } from '@site/harness';
import { startBackendStack } from '../../infra/scripts/backend-stack.mjs';
import { startSiteStack } from '../../infra/scripts/site-stack.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { databaseUrl, deleteRedisPrefix, dropDatabase, log, onCleanup, REDIS_URL } from './common.mjs';

async function assertFree(ports) {
  for (const port of ports) {
    if (await isPortOpen(port)) throw new Error(`port ${port} is already in use; stop what listens there or change the bench's ports`);
  }
}

/**
 * The API + worker (+ migrations) for one bench, mailing `smtpUrl` (default: a counting sink on `smtpPort`).
 * `env` reaches the api and worker (QUEUE_PREFIX, RATE_LIMIT_MAX, WORKER_CONCURRENCY, ...).
 * @param {{ database: string, queuePrefix: string, apiPort: number, smtpUrl?: string, smtpPort?: number, env?: Record<string, string>, keepData?: boolean }} options
 */
export async function startBackend({ database, queuePrefix, apiPort, smtpUrl, smtpPort, env = {}, keepData = false }) {
  await assertFree([apiPort, ...(smtpUrl ? [] : [smtpPort])]);
  const url = databaseUrl(database);
  // Fresh database and keys for every start: a previous aborted run must not leave rows or jobs behind.
  await dropDatabase(database);
  await deleteRedisPrefix(queuePrefix);
  const removeData = async () => {
    if (keepData) return;
    await dropDatabase(database).catch((e) => log(`drop database ${database}: ${e.message}`));
    const n = await deleteRedisPrefix(queuePrefix).catch((e) => log(`delete redis keys ${queuePrefix}:*: ${e.message}`));
    if (n) log(`deleted ${n} redis keys of ${queuePrefix}`);
  };
  const unregisterData = onCleanup(`data of ${database}`, removeData);
  log(
    `starting api :${apiPort} + worker (db ${database}, QUEUE_PREFIX ${queuePrefix}, ${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')})`,
  );
  let sink;
  if (!smtpUrl) {
    sink = await startSmtpSink({ port: smtpPort });
    smtpUrl = sink.url;
  }
  const unregisterSink = sink ? onCleanup(`smtp sink :${smtpPort}`, () => sink.stop()) : () => undefined;
  const stack = await startBackendStack({
    apiPort,
    smtpUrl: /** @type {string} */ (smtpUrl), // set above when it was not given
    databaseUrl: url,
    redisUrl: REDIS_URL,
    env: { QUEUE_PREFIX: queuePrefix, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', ...env },
    quiet: true,
  });
  const unregisterStack = onCleanup(`backend stack :${apiPort}`, () => stack.stop());
  return {
    databaseUrl: url,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    /** Stops the api + worker now (and drops the data unless keepData). */
    async stop() {
      unregisterStack();
      await stack.stop();
      unregisterSink();
      await sink?.stop();
      unregisterData();
      await removeData();
    },
  };
}

/** The remotes' static servers and the gateway (the production front end from the built dist folders). */
export async function startSite({ port, apiPort, remotePorts }) {
  await assertFree([port, ...Object.values(remotePorts)]);
  log(`starting site :${port} (remotes ${Object.values(remotePorts).join(', ')})`);
  const site = await startSiteStack({ port, apiPort, remotePorts, quiet: true });
  const unregister = onCleanup(`site stack :${port}`, () => site.stop());
  return {
    url: site.url,
    async stop() {
      unregister();
      await site.stop();
    },
  };
}
