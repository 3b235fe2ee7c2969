import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import type { ErrorBody } from '../errors/error-body.js';
import { postJson } from '../test-support/http.js';
import { ApiProcess } from '../test-support/node-process.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

/**
 * The per-IP limit is shared between API processes: two built APIs (`node api/dist/main.js`) on two ports with
 * the same Redis and QUEUE_PREFIX count one client's requests together, so requests spread over both are
 * limited after RATE_LIMIT_MAX in total, not per process.
 */

const LIMIT = 6;

let env: TestEnvironment;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  env = await createTestEnvironment('shared_rate_limit');
  const processEnv = {
    DATABASE_URL: env.databaseUrl,
    QUEUE_PREFIX: env.queuePrefix,
    RATE_LIMIT_MAX: String(LIMIT),
    RATE_LIMIT_WINDOW: '1 minute',
    ADMIN_RATE_LIMIT_MAX: String(LIMIT),
    LOG_LEVEL: 'warn',
  };
  apis.push(...(await Promise.all([ApiProcess.start(processEnv), ApiProcess.start(processEnv)])));
}, 60_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await env?.cleanup();
});

describe('rate limit shared by two API processes', () => {
  it(`limits a client after ${LIMIT} requests in total, spread over both processes, with 429 and Retry-After`, async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    expect(first.port).not.toBe(second.port);
    // The client as the gateway reports it (X-Forwarded-For is trusted from loopback); an invalid body keeps the
    // queue empty: the limiter counts the request before it is validated.
    const client = { 'x-forwarded-for': '198.51.100.23' };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const api = i % 2 === 0 ? first : second;
      statuses.push((await postJson(api.url(API_PATHS.demoRequests), {}, client)).status);
    }
    // Each process alone saw only LIMIT / 2 requests: a per-process limit would still let them through.
    expect(statuses).toEqual(Array(LIMIT).fill(400));

    for (const api of [first, second]) {
      const limited = await postJson<ErrorBody>(api.url(API_PATHS.demoRequests), {}, client);
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
      expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    }

    // Another client is not affected, on either process.
    const other = { 'x-forwarded-for': '198.51.100.99' };
    expect((await postJson(first.url(API_PATHS.demoRequests), {}, other)).status).toBe(400);
    expect((await postJson(second.url(API_PATHS.demoRequests), {}, other)).status).toBe(400);
    expect(apis.every((api) => api.running)).toBe(true);
  });

  it('shares the admin read limit as well', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const client = { 'x-forwarded-for': '198.51.100.41' };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const api = i % 2 === 0 ? first : second;
      const response = await fetch(api.url(API_PATHS.contactSubmissions), { headers: client });
      await response.arrayBuffer();
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });
});
