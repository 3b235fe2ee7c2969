import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from './redis-options.js';

/** The only policy under which Redis never silently drops queued jobs. */
export const REQUIRED_EVICTION_POLICY = 'noeviction';

/** The `maxmemory_policy` line of `INFO memory` (works where CONFIG is disabled, as on managed Redis). */
export function parseEvictionPolicy(infoMemory: string): string | undefined {
  const match = /^maxmemory_policy:(\S+)\s*$/m.exec(infoMemory);
  return match?.[1];
}

export class EvictionPolicyError extends Error {}

/**
 * Connects once to Redis and checks that `maxmemory-policy` is `noeviction` (BullMQ only warns): with any other
 * policy Redis may evict jobs under memory pressure and leads would vanish. Throws `EvictionPolicyError` with
 * a message saying what to change; throws a plain Error when Redis does not answer within `timeoutMs`.
 */
export async function assertNoEviction(redisUrl: string, timeoutMs = 30_000): Promise<void> {
  // Reconnects until Redis answers (it may still be starting or LOADING); the command waits in the offline queue.
  const client = new Redis({
    ...redisOptionsFromUrl(redisUrl, 'worker-startup-check'),
    maxRetriesPerRequest: null,
    connectTimeout: Math.min(timeoutMs, 5_000),
    // Closing a never-connected socket otherwise keeps a 2 s timer alive.
    disconnectTimeout: 200,
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    lastError = error.message;
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const info = await Promise.race([
      client.info('memory'),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const cause = lastError ? ` (${lastError})` : '';
          reject(new Error(`Redis at ${redact(redisUrl)} did not answer within ${timeoutMs} ms${cause}`));
        }, timeoutMs);
      }),
    ]);
    const policy = parseEvictionPolicy(info);
    if (policy !== REQUIRED_EVICTION_POLICY) {
      throw new EvictionPolicyError(
        `Redis maxmemory-policy is "${policy ?? 'unknown'}" but the lead queue needs "${REQUIRED_EVICTION_POLICY}": ` +
          'with eviction Redis may drop queued leads. Set `maxmemory-policy noeviction` in redis.conf ' +
          '(or CONFIG SET maxmemory-policy noeviction) and start the worker again.',
      );
    }
  } finally {
    if (timer) clearTimeout(timer);
    client.disconnect();
  }
}

/** The URL without its password, for log lines. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid url>';
  }
}
