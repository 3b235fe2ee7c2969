import { describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { DEFAULTS } from '../config/worker-config.js';
import { assertNoEviction, parseEvictionPolicy, redact } from './eviction-policy.js';
import { redisOptionsFromUrl } from './redis-options.js';

const REDIS_URL = process.env.REDIS_URL || DEFAULTS.redisUrl;

describe('parseEvictionPolicy', () => {
  it('reads the policy from INFO memory', () => {
    expect(parseEvictionPolicy('# Memory\r\nused_memory:1\r\nmaxmemory_policy:allkeys-lru\r\nfoo:1\r\n')).toBe('allkeys-lru');
    expect(parseEvictionPolicy('# Memory\r\nused_memory:1\r\n')).toBeUndefined();
  });
});

describe('assertNoEviction', () => {
  it('passes on the test Redis (noeviction is the default)', async () => {
    await expect(assertNoEviction(REDIS_URL)).resolves.toBeUndefined();
  });

  it('fails when Redis does not answer', async () => {
    await expect(assertNoEviction('redis://127.0.0.1:1', 1500)).rejects.toThrow(/did not answer within 1500 ms \(.*ECONNREFUSED/);
  });
});

describe('redisOptionsFromUrl', () => {
  it('maps the URL to ioredis options with maxRetriesPerRequest null', () => {
    const options = redisOptionsFromUrl('rediss://user:p%40ss@cache.example:6380/3', 'worker');
    expect(options).toMatchObject({
      host: 'cache.example',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 3,
      tls: {},
      maxRetriesPerRequest: null,
      connectionName: 'worker',
    });
  });

  it('connects to the test Redis', async () => {
    const client = new Redis(redisOptionsFromUrl(REDIS_URL, 'worker-test'));
    try {
      await expect(client.ping()).resolves.toBe('PONG');
    } finally {
      client.disconnect();
    }
  });

  it('redacts passwords', () => {
    expect(redact('redis://u:secret@h:1/0')).toBe('redis://u:***@h:1/0');
  });
});
