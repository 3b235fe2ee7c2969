// `node infra/scripts/ensure-services.mjs`: makes sure PostgreSQL (DATABASE_URL, its database included) and Redis
// (REDIS_URL, maxmemory-policy noeviction) answer, starting private servers under <repo>/.data when nothing
// listens (the harness' ensureServices). Runs before the tests (infra/scripts/test.sh). A server started here is a
// daemon and keeps running after this script exits; the next run finds it. Prints one line per service on stdout
// (progress goes to stderr) and exits non-zero with the reason when a service cannot be made available.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServices, findPostgresBinDir, isRoot } from '@site/harness';
import { ROOT } from './site-stack.mjs';

/** Where private servers keep their data (git-ignored). */
export const DATA_ROOT = path.join(ROOT, '.data');

/**
 * The backing services of `npm start` and the tests: { postgres, redis }, each { started, stop, url, ... }.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ log?: (line: string) => void }} [options]
 */
export function ensureBackingServices(env = process.env, { log } = {}) {
  return ensureServices(env, { dataRoot: DATA_ROOT, log });
}

function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return `${parsed.hostname || '127.0.0.1'}:${parsed.port || defaultPort}`;
}

async function describePostgres(handle) {
  const database = decodeURIComponent(new URL(handle.url).pathname.replace(/^\//, ''));
  const db = `database "${database}" ${handle.databaseCreated ? 'created' : 'present'}`;
  if (!handle.started) return `postgres: found a running server at ${hostPort(handle.url, 5432)}; ${db}`;
  const pgCtl = `${path.join((await findPostgresBinDir()) ?? '/usr/lib/postgresql/<version>/bin', 'pg_ctl')} -D ${handle.dataDir}/data stop`;
  return `postgres: started a private server at ${hostPort(handle.url, 5432)} (data ${handle.dataDir}); ${db}; it keeps running (stop: ${isRoot ? `runuser -u postgres -- ${pgCtl}` : pgCtl})`;
}

function describeRedis(handle) {
  const where = hostPort(handle.url, 6379);
  if (!handle.started) return `redis: found a running server at ${where} (maxmemory-policy noeviction)`;
  return `redis: started a private server at ${where} (pid ${handle.pid}, AOF appendfsync always, noeviction, data ${handle.dataDir}); it keeps running (stop: redis-cli -p ${new URL(handle.url).port || 6379} shutdown)`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const services = await ensureBackingServices(process.env);
    console.log(await describePostgres(services.postgres));
    console.log(describeRedis(services.redis));
  } catch (error) {
    console.error(`ensure-services: the backing services are not available:\n${error.message}`);
    process.exitCode = 1;
  }
}
