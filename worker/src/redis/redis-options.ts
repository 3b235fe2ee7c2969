import { workerConnectionOptions } from '@site/config';
import type { RedisOptions } from 'bullmq';

/**
 * ioredis options for BullMQ from a `redis://` or `rediss://` URL, from the one connection module in @site/config:
 * `maxRetriesPerRequest: null`, a worker's commands wait for Redis to come back instead of failing.
 */
export function redisOptionsFromUrl(url: string, connectionName: string): RedisOptions {
  return workerConnectionOptions(url, connectionName);
}
