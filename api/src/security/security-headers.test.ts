import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { postJson, request, startTestServer, type TestServer, waitForDatabase, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { PERMISSIONS_POLICY, REFERRER_POLICY } from '@site/http-policy';

/**
 * The API's own security headers (@site/http-policy's JSON policy) on every kind of answer, and CORS for the site's origins only.
 */

const SITE = 'https://www.surface-harvester.example';
const OTHER_SITE = 'http://localhost:8080';

let env: TestEnvironment;
let server: TestServer;

beforeAll(async () => {
  env = await createTestEnvironment('security_headers');
  server = await startTestServer(env.config({ SITE_ORIGINS: `${SITE},${OTHER_SITE}`, RATE_LIMIT_MAX: '2', ADMIN_RATE_LIMIT_MAX: '100' }));
  await waitForRedis(server);
  // The health answer is 200 only once both are up.
  await waitForDatabase(server);
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

function expectSecurityHeaders(headers: Headers, label: string): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect({ label, csp }).toEqual({ label, csp: "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'" });
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe(REFERRER_POLICY);
  expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('API security headers', () => {
  it('are on every kind of answer: 200, 202, 400, 401, 404, 413, 415, 429, docs and metrics', async () => {
    const valid = { workEmail: 'jane@acme-security.com' };
    const answers: Array<[string, number, Headers]> = [];
    const add = async (label: string, expected: number, answer: Promise<{ status: number; headers: Headers }>) => {
      const { status, headers } = await answer;
      expect({ label, status }).toEqual({ label, status: expected });
      answers.push([label, status, headers]);
    };
    await add('health', 200, request(server.url('/api/health')));
    await add('docs', 200, request(server.url('/api/docs')));
    await add('metrics', 200, request(server.url('/api/metrics')));
    await add('accepted lead', 202, postJson(server.url(API_PATHS.evidencePackRequests), valid));
    await add('invalid lead', 400, postJson(server.url(API_PATHS.demoRequests), {}));
    await add('admin without credentials', 401, request(server.url(API_PATHS.contactSubmissions)));
    await add('unknown route', 404, request(server.url('/api/nope')));
    await add(
      'too large',
      413,
      postJson(server.url(API_PATHS.contactSubmissions), { ...valid, message: 'x'.repeat(40_000) }, { 'x-forwarded-for': '192.0.2.1' }),
    );
    await add(
      'wrong content type',
      415,
      request(server.url(API_PATHS.contactSubmissions), {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '192.0.2.2' },
        body: 'x',
      }),
    );
    await postJson(server.url(API_PATHS.evidencePackRequests), {}, { 'x-forwarded-for': '192.0.2.3' });
    await postJson(server.url(API_PATHS.evidencePackRequests), {}, { 'x-forwarded-for': '192.0.2.3' });
    await add('rate limited', 429, postJson(server.url(API_PATHS.evidencePackRequests), {}, { 'x-forwarded-for': '192.0.2.3' }));
    for (const [label, , headers] of answers) expectSecurityHeaders(headers, label);
  });
});

describe('CORS', () => {
  async function preflight(origin: string) {
    return request(server.url(API_PATHS.contactSubmissions), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
  }

  it('allows the site origins (preflight and actual request)', async () => {
    for (const origin of [SITE, OTHER_SITE]) {
      const answer = await preflight(origin);
      expect(answer.status).toBeLessThan(300);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
      expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('vary')?.toLowerCase()).toContain('origin');
    }
    const actual = await request(server.url('/api/health'), { headers: { origin: SITE } });
    expect(actual.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('gives any other origin no Access-Control-Allow-Origin', async () => {
    for (const origin of ['https://evil.example', 'null', `${SITE}.evil.example`, SITE.replace('https:', 'http:'), 'http://localhost:8081']) {
      const answer = await preflight(origin);
      expect({ origin, allow: answer.headers.get('access-control-allow-origin') }).toEqual({ origin, allow: null });
      const actual = await postJson(server.url(API_PATHS.demoRequests), {}, { origin, 'x-forwarded-for': '192.0.2.9' });
      expect({ origin, allow: actual.headers.get('access-control-allow-origin') }).toEqual({ origin, allow: null });
    }
  });
});
