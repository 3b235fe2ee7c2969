import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import type { ErrorBody } from '../errors/error-body.js';
import { postForm, postJson, request, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const LIMIT = 3;
const evidencePackRequest = { workEmail: 'alan@bletchley.example' };

let env: TestEnvironment;
let server: TestServer;

beforeAll(async () => {
  env = await createTestEnvironment('rate_limit');
  server = await startTestServer(env.config({ RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW: '1 minute' }));
  // Until the shared client is connected the limiter lets requests through (skipOnError).
  await waitForRedis(server);
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('per-IP rate limit of the lead POSTs', () => {
  it(`answers 429 with Retry-After after ${LIMIT} POSTs in a window`, async () => {
    const url = server.url(API_PATHS.evidencePackRequests);
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await postJson(url, evidencePackRequest)).status).toBe(202);
    }

    const limited = await postJson<ErrorBody>(url, evidencePackRequest);

    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringContaining('retry') });
  });

  it('redirects a limited form post to /contact/error?reason=rate-limited', async () => {
    const answer = await postForm(server.url(API_PATHS.evidencePackRequests), evidencePackRequest);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/error?reason=rate-limited');
  });

  it('counts the client behind the local gateway by X-Forwarded-For (trusted from loopback only)', async () => {
    const url = server.url(API_PATHS.evidencePackRequests);
    const answer = await postJson(url, evidencePackRequest, { 'x-forwarded-for': '203.0.113.7' });
    expect(answer.status).toBe(202);
  });

  it('limits each route on its own and leaves reads alone', async () => {
    expect((await postJson(server.url(API_PATHS.demoRequests), {})).status).toBe(400);
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await request(server.url('/api/docs'))).status).toBe(200);
    }
  });
});
