import type { RedisOptions } from 'bullmq';

/**
 * ioredis options for BullMQ from a `redis://` or `rediss://` URL (user, password, database number, TLS).
 * BullMQ makes its own connections from these. `maxRetriesPerRequest: null`: a worker's commands wait for
 * Redis to come back instead of failing (BullMQ requires it for workers).
 */
export function redisOptionsFromUrl(url: string, connectionName: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.replace(/^\//, '');
  const options: RedisOptions = {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    connectionName,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
  if (parsed.username) options.username = decodeURIComponent(parsed.username);
  if (parsed.password) options.password = decodeURIComponent(parsed.password);
  if (db) {
    const number = Number(db);
    if (!Number.isInteger(number) || number < 0) throw new Error(`REDIS_URL has an invalid database number: "${db}"`);
    options.db = number;
  }
  if (parsed.protocol === 'rediss:') options.tls = {};
  return options;
}
