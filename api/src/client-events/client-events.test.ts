import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLIENT_EVENTS_PATH } from '@site/contracts';
import type { ErrorBody } from '../errors/error-body.js';
import { postJson, request, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { CLIENT_EVENTS_RATE_LIMIT } from './client-events-rate-limit.js';

let env: TestEnvironment;
let server: TestServer;

beforeAll(async () => {
  env = await createTestEnvironment('client_events');
  server = await startTestServer(env.config());
  // Until the shared client is connected the limiter lets requests through (skipOnError).
  await waitForRedis(server);
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

const report = { kind: 'render-error', remote: 'services', version: '0217886eca32', route: '/services/process', message: 'boom' };

/** Each test its own client (X-Forwarded-For is trusted from loopback), so the rate limit buckets stay apart. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function sample(series: string): Promise<number> {
  const text = (await request<string>(server.url('/api/metrics'))).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('POST /api/client-events', () => {
  it.each([
    ['an empty body', {}],
    ['an unknown kind', { ...report, kind: 'crash' }],
    ['a route with a query string', { ...report, route: '/contact?email=ada@example.com' }],
    ['a message over 300 characters', { ...report, message: 'x'.repeat(301) }],
    ['an unknown field', { ...report, email: 'ada@example.com' }],
    ['a version that is no folder name', { ...report, version: '../../etc' }],
  ])('answers 400 JSON to %s and counts nothing', async (_name, body) => {
    const answer = await postJson<ErrorBody>(server.url(CLIENT_EVENTS_PATH), body, from('198.51.100.1'));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await sample('remote_client_errors_total{remote="services",version="0217886eca32",kind="render-error"}')).toBe(0);
  });

  it('answers 400 JSON to a body that is not JSON', async () => {
    const answer = await request<ErrorBody>(server.url(CLIENT_EVENTS_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from('198.51.100.1') },
      body: '{"kind":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400 });
  });

  it('counts good reports per remote, version and kind, and views per remote version', async () => {
    const url = server.url(CLIENT_EVENTS_PATH);
    for (const body of [report, report, { ...report, kind: 'load-failure', message: undefined }, { ...report, kind: 'view', version: 'v2' }]) {
      const answer = await postJson(url, body, from('198.51.100.2'));
      expect(answer.status).toBe(204);
    }
    expect(await sample('remote_client_errors_total{remote="services",version="0217886eca32",kind="render-error"}')).toBe(2);
    expect(await sample('remote_client_errors_total{remote="services",version="0217886eca32",kind="load-failure"}')).toBe(1);
    expect(await sample('remote_page_views_total{remote="services",version="v2"}')).toBe(1);
  });

  it(`answers 429 JSON with Retry-After past ${CLIENT_EVENTS_RATE_LIMIT.max} reports a minute from one client`, async () => {
    const url = server.url(CLIENT_EVENTS_PATH);
    const view = { ...report, kind: 'view', remote: 'company', version: 'limit-test' };
    for (let i = 0; i < CLIENT_EVENTS_RATE_LIMIT.max; i += 1) {
      expect((await postJson(url, view, from('198.51.100.3'))).status).toBe(204);
    }
    const limited = await postJson<ErrorBody>(url, view, from('198.51.100.3'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(await sample('remote_page_views_total{remote="company",version="limit-test"}')).toBe(CLIENT_EVENTS_RATE_LIMIT.max);
    // Another client is not limited by that one.
    expect((await postJson(url, view, from('198.51.100.4'))).status).toBe(204);
  });
});
