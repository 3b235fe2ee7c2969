import { describe, expect, it } from '@jest/globals';
import { apiConfig } from './api-config.js';
import { duration } from './env-values.js';

describe('apiConfig', () => {
  it('has local defaults', () => {
    const config = apiConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/exposure_site',
      redisUrl: 'redis://127.0.0.1:6379',
      queuePrefix: 'bull',
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      logLevel: 'info',
      adminRateLimitMax: 10,
      adminRateLimitWindowMs: 60_000,
      siteOrigins: ['http://localhost:8080'],
    });
  });

  it('reads the admin rate limit and the site origins', () => {
    const config = apiConfig({
      ADMIN_RATE_LIMIT_MAX: '3',
      ADMIN_RATE_LIMIT_WINDOW: '2 minutes',
      SITE_ORIGINS: 'https://www.example.com, http://localhost:8080/',
    });
    expect(config).toMatchObject({
      adminRateLimitMax: 3,
      adminRateLimitWindowMs: 120_000,
      siteOrigins: ['https://www.example.com', 'http://localhost:8080'],
    });
  });

  it('refuses site origins that are not origins', () => {
    for (const bad of ['*', 'https://example.com/path', 'example.com', 'ftp://example.com', ' , ']) {
      expect(() => apiConfig({ SITE_ORIGINS: bad })).toThrow(/SITE_ORIGINS/);
    }
  });

  it('reads the queue prefix and the rate limit', () => {
    const config = apiConfig({ QUEUE_PREFIX: 'test-leads', RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW: '30s' });
    expect(config).toMatchObject({ queuePrefix: 'test-leads', rateLimitMax: 5, rateLimitWindowMs: 30_000 });
  });

  it('rejects malformed values', () => {
    expect(() => apiConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => apiConfig({ RATE_LIMIT_WINDOW: 'soon' })).toThrow(/RATE_LIMIT_WINDOW/);
    expect(() => apiConfig({ QUEUE_PREFIX: 'has space' })).toThrow(/QUEUE_PREFIX/);
    // The worker's rule too (one schema): BullMQ joins prefix and queue name with ':'.
    expect(() => apiConfig({ QUEUE_PREFIX: 'a:b' })).toThrow(/QUEUE_PREFIX/);
    expect(() => apiConfig({ ADMIN_RATE_LIMIT_MAX: '-1' })).toThrow(/ADMIN_RATE_LIMIT_MAX/);
  });
});

describe('duration', () => {
  it.each([
    ['60000', 60_000],
    ['1 minute', 60_000],
    ['2 minutes', 120_000],
    ['30s', 30_000],
    ['1h', 3_600_000],
    ['250 ms', 250],
  ])('%s is %i ms', (raw, ms) => {
    expect(duration(raw)).toBe(ms);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no one by default, or the addresses it names', () => {
    expect(apiConfig({}).trustProxy).toBe(false);
    expect(apiConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(apiConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
  });

  it('refuses hop counts (Fastify would silently trust no one) and what is not an address, CIDR or range name', () => {
    for (const bad of ['1', 'true', 'everyone', '10.0.0.0/8; rm']) {
      expect(() => apiConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
