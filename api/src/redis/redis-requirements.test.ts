import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startApi } from '../start-api.js';
import { freePort, type PrivateRedis, privateRedis } from '@site/harness';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { EvictionPolicyError as RedisEvictionPolicyError } from '@site/config';

let env: TestEnvironment;
let redis: PrivateRedis | undefined;
let app: NestFastifyApplication | undefined;

const noViolationExpected = (error: RedisEvictionPolicyError) => {
  throw error;
};

beforeAll(async () => {
  env = await createTestEnvironment('redis_requirements');
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await redis?.stop();
  redis = undefined;
});

afterAll(async () => {
  await env?.cleanup();
});

describe('Redis maxmemory-policy at start-up', () => {
  it('refuses to start when Redis may evict keys', async () => {
    redis = await privateRedis({ extraArgs: ['--maxmemory-policy', 'allkeys-lru'] });

    const starting = startApi(env.config({ REDIS_URL: redis.url }), { onRedisViolation: noViolationExpected });

    await expect(starting).rejects.toBeInstanceOf(RedisEvictionPolicyError);
    await expect(starting).rejects.toThrow(/maxmemory-policy is "allkeys-lru".*noeviction/);
  });

  it('starts with noeviction', async () => {
    redis = await privateRedis({ extraArgs: ['--maxmemory-policy', 'noeviction'] });

    app = await startApi(env.config({ REDIS_URL: redis.url }), { onRedisViolation: noViolationExpected });

    const response = await fetch(new URL('/api/docs', await app.getUrl()));
    expect(response.status).toBe(200);
  });

  it('checks once a Redis that was unreachable at start-up connects, and reports a wrong policy', async () => {
    const port = await freePort();
    const violations: RedisEvictionPolicyError[] = [];
    app = await startApi(env.config({ REDIS_URL: `redis://127.0.0.1:${port}` }), { onRedisViolation: (error) => violations.push(error) });
    expect(violations).toHaveLength(0);

    redis = await privateRedis({ extraArgs: ['--maxmemory-policy', 'volatile-lru'], port });

    const deadline = Date.now() + 8000;
    while (violations.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(violations[0]?.policy).toBe('volatile-lru');
  });
});
