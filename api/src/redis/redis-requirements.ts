import type { Logger } from '@nestjs/common';
import { assertNoEviction, EvictionPolicyError as RedisEvictionPolicyError } from '@site/config';
import type { Redis } from 'ioredis';

/** How long start-up waits for Redis before it goes on and checks once Redis connects. */
export const STARTUP_REDIS_WAIT_MS = 2500;

function waitForReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    client.once('ready', onReady);
  });
}

/**
 * Checks Redis' eviction policy (`noeviction`), at start-up and again on every (re)connection, since the
 * server behind REDIS_URL may change. At start-up a wrong policy rejects (the caller refuses to start);
 * when Redis is unreachable then, start-up goes on and the check runs once it connects, calling
 * `onViolation` on a wrong policy. A Redis that refuses CONFIG (e.g. a managed service) is logged, not fatal.
 * Returns a function that stops watching.
 */
export async function enforceRedisRequirements(
  client: Redis,
  logger: Pick<Logger, 'warn' | 'error' | 'log'>,
  onViolation: (error: RedisEvictionPolicyError) => void,
): Promise<() => void> {
  const check = async (): Promise<void> => {
    try {
      await assertNoEviction(client);
    } catch (error) {
      if (error instanceof RedisEvictionPolicyError) throw error;
      logger.warn(`Could not verify Redis' maxmemory-policy: ${(error as Error).message}`);
    }
  };
  const onReady = () => {
    check().catch((error: RedisEvictionPolicyError) => {
      logger.error(error.message);
      onViolation(error);
    });
  };
  const ready = await waitForReady(client, STARTUP_REDIS_WAIT_MS);
  if (ready) {
    await check();
  } else {
    logger.warn(`Redis unreachable at start-up: its maxmemory-policy will be checked once it connects`);
  }
  client.on('ready', onReady);
  return () => client.off('ready', onReady);
}
