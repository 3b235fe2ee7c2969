// `node infra/scripts/ensure-services.mjs`: makes sure PostgreSQL (DATABASE_URL, its database included) and
// Redis (REDIS_URL, maxmemory-policy noeviction) answer, starting private servers under <repo>/.data when
// nothing listens. Runs before the tests (infra/scripts/test.sh). A server started here is a daemon
// (pg_ctl start / redis-server --daemonize yes) and keeps running after this script exits; the next run
// finds it and starts nothing. Prints one line per service on stdout (progress goes to stderr) and exits
// non-zero with the reason when a service cannot be made available.
//
// `ensureBackingServices(env)` is the same for the start script: it resolves the handles
// { postgres, redis }, each { started, stop, url, ... }; `stop()` stops only a server this call started.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATABASE_URL, ensurePostgres, findPostgresBinDir } from '../services/postgres.mjs';
import { DEFAULT_REDIS_URL, ensureRedis } from '../services/redis.mjs';

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Makes sure both backing services answer. When one of them fails, stops whatever this call started
 * and rejects with an error naming the service(s).
 */
export async function ensureBackingServices(env = process.env, { log = (line) => console.error(line) } = {}) {
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;

  const [postgres, redis] = await Promise.allSettled([
    ensurePostgres({ url: databaseUrl, log }),
    ensureRedis({ url: redisUrl, log }),
  ]);
  const failures = [
    postgres.status === 'rejected' && `PostgreSQL (${redact(databaseUrl)}): ${postgres.reason?.message ?? postgres.reason}`,
    redis.status === 'rejected' && `Redis (${redact(redisUrl)}): ${redis.reason?.message ?? redis.reason}`,
  ].filter(Boolean);
  if (failures.length > 0) {
    for (const result of [postgres, redis]) {
      if (result.status === 'fulfilled' && result.value.started) await result.value.stop().catch(() => {});
    }
    throw new Error(failures.join('\n'));
  }
  return {
    postgres: { ...postgres.value, url: databaseUrl },
    redis: { ...redis.value, url: redisUrl },
  };
}

function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

async function describePostgres(handle) {
  const { host, port } = hostPort(handle.url, 5432);
  const database = decodeURIComponent(new URL(handle.url).pathname.replace(/^\//, ''));
  const db = `database "${database}" ${handle.databaseCreated ? 'created' : 'present'}`;
  if (!handle.started) return `postgres: found a running server at ${host}:${port}; ${db}`;
  const bin = (await findPostgresBinDir()) ?? '/usr/lib/postgresql/<version>/bin';
  const pgCtl = `${path.join(bin, 'pg_ctl')} -D ${handle.dataDir} stop`;
  const stopCommand = process.getuid?.() === 0 ? `runuser -u postgres -- ${pgCtl}` : pgCtl;
  return `postgres: started a private server at 127.0.0.1:${port} (data ${handle.dataDir}); ${db}; it keeps running (stop: ${stopCommand})`;
}

function describeRedis(handle) {
  const { host, port } = hostPort(handle.url, 6379);
  if (!handle.started) return `redis: found a running server at ${host}:${port} (maxmemory-policy noeviction)`;
  return (
    `redis: started a private server at 127.0.0.1:${port} (pid ${handle.pid}, AOF appendfsync always, ` +
    `noeviction, data ${handle.dataDir}); it keeps running (stop: redis-cli -p ${port} shutdown)`
  );
}

async function main() {
  let services;
  try {
    services = await ensureBackingServices(process.env);
  } catch (error) {
    console.error(`ensure-services: the backing services are not available:\n${error.message}`);
    process.exitCode = 1;
    return;
  }
  console.log(await describePostgres(services.postgres));
  console.log(describeRedis(services.redis));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
