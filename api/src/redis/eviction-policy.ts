import type { Redis } from 'ioredis';

export const REQUIRED_EVICTION_POLICY = 'noeviction';

/** Redis may evict keys (and so silently drop queued leads): the API refuses to start. */
export class RedisEvictionPolicyError extends Error {
  override readonly name = 'RedisEvictionPolicyError';

  constructor(readonly policy: string) {
    super(
      `Redis maxmemory-policy is "${policy}" but the leads queue needs "${REQUIRED_EVICTION_POLICY}" ` +
        `(any other policy may evict queued leads). Set "maxmemory-policy ${REQUIRED_EVICTION_POLICY}" in redis.conf ` +
        `or run CONFIG SET maxmemory-policy ${REQUIRED_EVICTION_POLICY}.`,
    );
  }
}

/** `CONFIG GET maxmemory-policy`. */
export async function readEvictionPolicy(client: Redis): Promise<string> {
  const reply = (await client.config('GET', 'maxmemory-policy')) as unknown;
  const policy = Array.isArray(reply) ? reply[1] : undefined;
  if (typeof policy !== 'string') throw new Error(`unexpected CONFIG GET reply: ${JSON.stringify(reply)}`);
  return policy;
}

/** Throws RedisEvictionPolicyError unless the policy is `noeviction` (BullMQ itself only warns). */
export async function assertNoEviction(client: Redis): Promise<void> {
  const policy = await readEvictionPolicy(client);
  if (policy !== REQUIRED_EVICTION_POLICY) throw new RedisEvictionPolicyError(policy);
}
