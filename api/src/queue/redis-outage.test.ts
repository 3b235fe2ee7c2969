import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import type { ErrorBody } from '../errors/error-body.js';
import { LEAD_INTAKE_UNAVAILABLE_MESSAGE } from '../leads/lead-intake.service.js';
import { postForm, postJson, startTestServer, type TestServer } from '../test-support/http.js';
import { freePort, type PrivateRedis, privateRedis } from '@site/harness';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const demoRequest = { workEmail: 'grace@navy.example', fullName: 'Grace Hopper', company: 'Navy Labs', role: 'cto' };
const ANSWER_WITHIN_MS = 2500;

let env: TestEnvironment;
let server: TestServer | undefined;
let redis: PrivateRedis | undefined;

beforeAll(async () => {
  env = await createTestEnvironment('redis_outage');
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await redis?.stop();
  redis = undefined;
});

afterAll(async () => {
  await env?.cleanup();
});

/** 503 within the API's budget, counted from the request's arrival at the API (Answer.handlingMs). */
function expectUnavailable(answer: { status: number; body: unknown; handlingMs: number }): void {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: LEAD_INTAKE_UNAVAILABLE_MESSAGE } satisfies ErrorBody);
  expect(answer.handlingMs).toBeLessThan(ANSWER_WITHIN_MS);
}

describe('lead POSTs while Redis is unreachable', () => {
  it('answers 503 within 2.5 s when Redis never answered (closed port)', async () => {
    server = await startTestServer(env.config({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));

    const first = await postJson(server.url(API_PATHS.demoRequests), demoRequest);
    const second = await postJson(server.url(API_PATHS.demoRequests), demoRequest);

    expectUnavailable(first);
    expectUnavailable(second);
  });

  it('redirects a form post to /contact/error?reason=unavailable', async () => {
    server = await startTestServer(env.config({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));

    const answer = await postForm(server.url(API_PATHS.demoRequests), demoRequest);

    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/error?reason=unavailable');
    expect(answer.handlingMs).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('answers 503 within 2.5 s when Redis goes away after connecting, and 202 again once it is back', async () => {
    redis = await privateRedis();
    server = await startTestServer(env.config({ REDIS_URL: redis.url }));
    expect((await postJson(server.url(API_PATHS.demoRequests), demoRequest)).status).toBe(202);

    const port = redis.port;
    await redis.stop();
    redis = undefined;

    expectUnavailable(await postJson(server.url(API_PATHS.demoRequests), demoRequest));
    expectUnavailable(await postJson(server.url(API_PATHS.demoRequests), demoRequest));

    // The producer reconnects by itself (retry every <= 2 s) once Redis is back on the same port.
    redis = await privateRedis({ port });
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await postJson(server.url(API_PATHS.demoRequests), demoRequest)).status;
      if (status === 202) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(202);
  });
});
