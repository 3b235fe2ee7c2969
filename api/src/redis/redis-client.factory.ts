import { Redis } from 'ioredis';
import type { Logger } from '@nestjs/common';

/** How long between two "still unreachable" log lines for the same client. */
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * Creates an ioredis client that never blocks the application's boot:
 * it connects in the background, retries forever with a capped back-off,
 * and fails commands immediately (no offline queue) while disconnected,
 * so a health check answers "down" at once instead of hanging.
 */
export function createRedisClient(url: string, logger: Pick<Logger, 'log' | 'warn'>): Redis {
  const client = new Redis(url, {
    connectionName: 'api',
    enableOfflineQueue: false,
    connectTimeout: 2000,
    // A hard disconnect of a never-connected socket otherwise keeps a 2 s timer alive after close.
    disconnectTimeout: 500,
    maxRetriesPerRequest: 1,
    // Commands issued in the same tick (the rate-limit checks of concurrent requests) go out in one write.
    enableAutoPipelining: true,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  });
  let lastErrorLoggedAt = 0;
  client.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastErrorLoggedAt >= ERROR_LOG_INTERVAL_MS) {
      lastErrorLoggedAt = now;
      logger.warn(`Redis unreachable (retrying in the background): ${error.message}`);
    }
  });
  client.on('ready', () => {
    lastErrorLoggedAt = 0;
    logger.log('Redis connection ready');
  });
  return client;
}

/** Closes the client: a polite QUIT when connected, an immediate disconnect otherwise. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // fall through to a hard disconnect
    }
  }
  client.disconnect(false);
}
