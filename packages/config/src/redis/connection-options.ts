/**
 * The ioredis options this module sets: a plain shape both ioredis' `RedisOptions` and BullMQ's connection
 * options accept (their own RedisOptions types differ in details).
 */
export interface RedisConnectionOptions {
  host: string;
  port: number;
  connectionName: string;
  retryStrategy: (attempt: number) => number;
  username?: string;
  password?: string;
  db?: number;
  tls?: Record<string, never>;
  maxRetriesPerRequest?: number | null;
  enableOfflineQueue?: boolean;
  connectTimeout?: number;
  disconnectTimeout?: number;
  enableAutoPipelining?: boolean;
}

/** Reconnect forever, waiting 200 ms more per attempt up to 2 s. */
export const reconnectBackoff = (attempt: number): number => Math.min(attempt * 200, 2000);

/** ioredis options of a `redis://` or `rediss://` URL: host, port, user, password, database number, TLS. */
export function redisOptionsFromUrl(url: string, connectionName: string): RedisConnectionOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.replace(/^\//, '');
  const options: RedisConnectionOptions = {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    connectionName,
    retryStrategy: reconnectBackoff,
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

/**
 * A BullMQ worker's connection (the worker process, its sweeper's queue): commands wait for Redis to come back
 * instead of failing (`maxRetriesPerRequest: null`, which BullMQ requires for workers).
 */
export function workerConnectionOptions(url: string, connectionName: string): RedisConnectionOptions {
  return { ...redisOptionsFromUrl(url, connectionName), maxRetriesPerRequest: null };
}

/**
 * A request path's connection (the api's queue producer and its client for rate limits and health): while Redis
 * is unreachable commands fail at once (no offline queue) so a request answers 503 instead of hanging, and it
 * reconnects in the background. Auto-pipelining sends the commands of concurrent requests in one write.
 * A hard disconnect of a never-connected socket otherwise keeps a 2 s timer alive after close (disconnectTimeout).
 */
export function producerConnectionOptions(url: string, connectionName: string): RedisConnectionOptions {
  return {
    ...redisOptionsFromUrl(url, connectionName),
    enableOfflineQueue: false,
    connectTimeout: 2000,
    disconnectTimeout: 500,
    enableAutoPipelining: true,
  };
}

/** The URL without its password, for log lines. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid url>';
  }
}
