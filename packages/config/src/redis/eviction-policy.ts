import { Redis } from 'ioredis';
import { redactRedisUrl, workerConnectionOptions } from './connection-options.js';

/** The only policy under which Redis never silently drops queued jobs (BullMQ itself only warns). */
export const REQUIRED_EVICTION_POLICY = 'noeviction';

/** Redis may evict keys, and so silently drop queued leads: the api and the worker refuse to run. */
export class EvictionPolicyError extends Error {
  override readonly name = 'RedisEvictionPolicyError';

  constructor(readonly policy: string) {
    super(
      `Redis maxmemory-policy is "${policy}" but the leads queue needs "${REQUIRED_EVICTION_POLICY}" ` +
        `(any other policy may evict queued leads). Set "maxmemory-policy ${REQUIRED_EVICTION_POLICY}" in redis.conf ` +
        `or run CONFIG SET maxmemory-policy ${REQUIRED_EVICTION_POLICY}.`,
    );
  }
}

/** The `maxmemory_policy` line of `INFO memory`. */
export function parseEvictionPolicy(infoMemory: string): string | undefined {
  return /^maxmemory_policy:(\S+)\s*$/m.exec(infoMemory)?.[1];
}

/** Reads the policy from `INFO memory`: unlike `CONFIG GET`, it works where CONFIG is disabled (managed Redis). */
export async function readEvictionPolicy(client: Redis): Promise<string> {
  const policy = parseEvictionPolicy(await client.info('memory'));
  if (policy === undefined) throw new Error('INFO memory names no maxmemory_policy');
  return policy;
}

/** Throws EvictionPolicyError unless the connected Redis' policy is `noeviction`. */
export async function assertNoEviction(client: Redis): Promise<void> {
  const policy = await readEvictionPolicy(client);
  if (policy !== REQUIRED_EVICTION_POLICY) throw new EvictionPolicyError(policy);
}

/**
 * Connects once to `redisUrl` (retrying while Redis starts or loads) and checks its policy; throws
 * EvictionPolicyError on a wrong policy and a plain Error when Redis does not answer within `timeoutMs`.
 */
export async function assertNoEvictionAt(redisUrl: string, timeoutMs = 30_000): Promise<void> {
  const client = new Redis({
    ...workerConnectionOptions(redisUrl, 'startup-check'),
    connectTimeout: Math.min(timeoutMs, 5_000),
    disconnectTimeout: 200,
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    lastError = error.message;
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      assertNoEviction(client),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const cause = lastError ? ` (${lastError})` : '';
          reject(new Error(`Redis at ${redactRedisUrl(redisUrl)} did not answer within ${timeoutMs} ms${cause}`));
        }, timeoutMs);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
    client.disconnect();
  }
}
