import { producerConnectionOptions } from '@site/config';
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
  // The request path's options (@site/config); one retry of a command cut by a reconnect.
  const client = new Redis({ ...producerConnectionOptions(url, 'api'), maxRetriesPerRequest: 1 });
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
