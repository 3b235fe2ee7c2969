import { describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { ENV_DEFAULTS } from '../defaults.js';
import { producerConnectionOptions, redactRedisUrl, workerConnectionOptions } from './connection-options.js';
import { assertNoEviction, assertNoEvictionAt, EvictionPolicyError, parseEvictionPolicy } from './eviction-policy.js';

const REDIS_URL = process.env.REDIS_URL || ENV_DEFAULTS.REDIS_URL;

describe('parseEvictionPolicy', () => {
  it('reads the policy from INFO memory', () => {
    expect(parseEvictionPolicy('# Memory\r\nused_memory:1\r\nmaxmemory_policy:allkeys-lru\r\nfoo:1\r\n')).toBe('allkeys-lru');
    expect(parseEvictionPolicy('# Memory\r\nused_memory:1\r\n')).toBeUndefined();
  });
});

describe('assertNoEvictionAt', () => {
  it('passes on the test Redis (noeviction is the default)', async () => {
    await expect(assertNoEvictionAt(REDIS_URL)).resolves.toBeUndefined();
  });

  it('fails when Redis does not answer', async () => {
    await expect(assertNoEvictionAt('redis://127.0.0.1:1', 1500)).rejects.toThrow(/did not answer within 1500 ms \(.*ECONNREFUSED/);
  });
});

describe('assertNoEviction', () => {
  it('names the policy and the fix when Redis may evict', () => {
    const error = new EvictionPolicyError('allkeys-lru');
    expect(error.message).toMatch(/maxmemory-policy is "allkeys-lru".*needs "noeviction"/);
  });

  it('passes on a connected client of the test Redis', async () => {
    const client = new Redis(producerConnectionOptions(REDIS_URL, 'config-test'));
    try {
      // No offline queue: wait for the connection first, as the api does.
      await new Promise((resolve) => client.once('ready', resolve));
      await expect(assertNoEviction(client)).resolves.toBeUndefined();
    } finally {
      client.disconnect();
    }
  });
});

describe('connection options', () => {
  it('map the URL to ioredis options; a worker connection waits, a producer connection fails fast', () => {
    const worker = workerConnectionOptions('rediss://user:p%40ss@cache.example:6380/3', 'worker');
    expect(worker).toMatchObject({
      host: 'cache.example',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 3,
      tls: {},
      maxRetriesPerRequest: null,
      connectionName: 'worker',
    });
    expect(producerConnectionOptions('redis://127.0.0.1:6379', 'api')).toMatchObject({ enableOfflineQueue: false, enableAutoPipelining: true });
  });

  it('connect to the test Redis', async () => {
    const client = new Redis(workerConnectionOptions(REDIS_URL, 'worker-test'));
    try {
      await expect(client.ping()).resolves.toBe('PONG');
    } finally {
      client.disconnect();
    }
  });

  it('redact passwords', () => {
    expect(redactRedisUrl('redis://u:secret@h:1/0')).toBe('redis://u:***@h:1/0');
  });
});
