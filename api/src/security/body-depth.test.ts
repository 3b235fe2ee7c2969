import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS, CLIENT_EVENTS_PATH } from '@site/contracts';
import { CLAIM_PATH } from '@site/lead-claims';
import type { ErrorBody } from '../errors/error-body.js';
import { VALIDATION_FAILED_MESSAGE } from '../errors/validation-failed.exception.js';
import { startTestServer, type TestServer } from '../test-support/http.js';
import { sendRawHttp } from '../test-support/raw-http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { BODY_TOO_DEEP_MESSAGE, MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth.js';

/**
 * Request bodies nested more than MAX_BODY_DEPTH levels are refused with 400 JSON on every route, before any
 * other check reads them: a deep body must cost no more than a flat one of the same size (bench/deep-json prints
 * what each costs).
 */

/** `levels` arrays, one inside the other, around `inner`. */
function nestedArrays(levels: number, inner = ''): string {
  return `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
}

/** 32,000 bytes of nested arrays (16,000 levels): the largest nesting the 32 KB body limit lets through. */
const DEEPEST_BODY = nestedArrays(16_000);

describe('nestsDeeperThan', () => {
  it('counts the body itself as level 1 and every object or array inside as one more', () => {
    expect(nestsDeeperThan(JSON.parse(nestedArrays(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(nestedArrays(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ a: { b: { c: 'x' } } }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: { b: { c: {} } } }, 3)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(DEEPEST_BODY), MAX_BODY_DEPTH)).toBe(true);
  });

  it('finds the deep branch among wide shallow ones, and takes scalars and absent bodies as flat', () => {
    const wide = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`k${index}`, { v: [index] }]));
    expect(nestsDeeperThan(wide, 3)).toBe(false);
    expect(nestsDeeperThan({ ...wide, deep: JSON.parse(nestedArrays(3)) }, 3)).toBe(true);
    for (const flat of [undefined, null, 'text', 0, true]) expect(nestsDeeperThan(flat, 1)).toBe(false);
  });
});

describe('deeply nested request bodies', () => {
  let env: TestEnvironment;
  let server: TestServer;

  beforeAll(async () => {
    env = await createTestEnvironment('body_depth');
    server = await startTestServer(env.config({ RATE_LIMIT_MAX: '1000' }));
  });

  afterAll(async () => {
    await server?.close();
    await env?.cleanup();
  });

  /** POSTs `body` as application/json, byte for byte, over a raw socket. */
  async function postRawJson(path: string, body: string) {
    const port = Number(new URL(server.url('/')).port);
    const answer = await sendRawHttp(
      port,
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      30_000,
    );
    return { ...answer, json: JSON.parse(answer.body) as ErrorBody };
  }

  it('answer 400 JSON naming the nesting on every route that reads a body, lead or not, signed in or not', async () => {
    const paths = [
      API_PATHS.contactSubmissions,
      API_PATHS.demoRequests,
      API_PATHS.evidencePackRequests,
      CLIENT_EVENTS_PATH,
      `${CLAIM_PATH}/any-token`,
      '/staff/sign-in',
    ];
    for (const path of paths) {
      const answer = await postRawJson(path, DEEPEST_BODY);
      expect({ path, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        path,
        status: 400,
        type: 'application/json; charset=utf-8',
      });
      expect(answer.json).toEqual({ statusCode: 400, error: 'Bad Request', message: BODY_TOO_DEEP_MESSAGE });
    }
  });

  it(`let ${MAX_BODY_DEPTH} levels through to the schema and refuse ${MAX_BODY_DEPTH + 1}, before the prototype-key scan`, async () => {
    const lead = (levels: number) => `{"workEmail":"jane@acme-security.com","purpose":${nestedArrays(levels - 1, '"x"')}}`;
    const atLimit = await postRawJson(API_PATHS.evidencePackRequests, lead(MAX_BODY_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.json).toMatchObject({ message: VALIDATION_FAILED_MESSAGE, issues: [{ field: 'purpose' }] });

    const overLimit = await postRawJson(API_PATHS.evidencePackRequests, lead(MAX_BODY_DEPTH + 1));
    expect(overLimit.status).toBe(400);
    expect(overLimit.json.message).toBe(BODY_TOO_DEEP_MESSAGE);

    // A prototype key beside the deep value: the depth is what the answer names (nothing else read the body).
    const both = await postRawJson(API_PATHS.evidencePackRequests, `{"constructor":1,"deep":${nestedArrays(MAX_BODY_DEPTH)}}`);
    expect(both.json.message).toBe(BODY_TOO_DEEP_MESSAGE);
  });
});
