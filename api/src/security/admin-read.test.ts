import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { ApiProcess } from '../test-support/node-process.js';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../auth/api-token.guard.js';
import { createApiToken, createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, deleteRedisKeys, type TestEnvironment } from '../test-support/test-environment.js';

/**
 * The admin read (`GET /api/contact-submissions`, staff API token) of the built API as its own process: missing,
 * malformed and wrong tokens, and the password in their place, all get the same 401; reads are rate limited per
 * client (ADMIN_RATE_LIMIT_MAX); and neither the token nor the Authorization header reach the logs, even at trace
 * level. The limit is tested on a second API with its own counters (its own QUEUE_PREFIX).
 */

const USERNAME = 'sales-admin';
const PASSWORD = 'correct horse battery staple 9';
const ADMIN_LIMIT = 5;

let env: TestEnvironment;
let api: ApiProcess;
let limitedApi: ApiProcess;
let limitedPrefix: string;

/** A distinct client address per part of the test (the limiter counts per X-Forwarded-For from loopback). */
let clientCounter = 0;
function newClient(): string {
  clientCounter += 1;
  return `203.0.113.${clientCounter}`;
}

/** USERNAME's API token, from `create-user --api-token`. */
let token: string;

interface Read {
  status: number;
  text: string;
  wwwAuthenticate: string | null;
  ms: number;
}

async function read(client: string, authorization?: string, target = api): Promise<Read> {
  const headers: Record<string, string> = { 'x-forwarded-for': client };
  if (authorization !== undefined) headers.authorization = authorization;
  const started = performance.now();
  const response = await fetch(target.url(API_PATHS.contactSubmissions), { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return { status: response.status, text, wwwAuthenticate: response.headers.get('www-authenticate'), ms: performance.now() - started };
}

beforeAll(async () => {
  env = await createTestEnvironment('admin_security');
  await createStaffUser(env, USERNAME, PASSWORD);
  token = await createApiToken(env, USERNAME);
  limitedPrefix = `${env.queuePrefix}-limited`;
  [api, limitedApi] = await Promise.all([
    ApiProcess.start({
      DATABASE_URL: env.databaseUrl,
      QUEUE_PREFIX: env.queuePrefix,
      ADMIN_RATE_LIMIT_MAX: '1000',
      // As verbose as it gets: even then no secret may be logged.
      LOG_LEVEL: 'trace',
    }),
    ApiProcess.start({
      DATABASE_URL: env.databaseUrl,
      QUEUE_PREFIX: limitedPrefix,
      ADMIN_RATE_LIMIT_MAX: String(ADMIN_LIMIT),
      ADMIN_RATE_LIMIT_WINDOW: '1 minute',
    }),
  ]);
  await Promise.all([api.whenDatabaseOpen(), limitedApi.whenDatabaseOpen()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([api?.stop(), limitedApi?.stop()]);
  if (limitedPrefix) await deleteRedisKeys(env.config().redisUrl, `${limitedPrefix}:*`);
  await env?.cleanup();
});

describe('admin read: authentication', () => {
  it('answers missing, malformed and wrong tokens, and the password itself, with the same 401', async () => {
    const attempts: Array<[string, string | undefined]> = [
      ['missing', undefined],
      ['empty', ''],
      ['Basic with the right password', `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`],
      ['the password as a token', `Bearer ${PASSWORD}`],
      ['no token', 'Bearer '],
      ['malformed token', 'Bearer !!!'],
      ['wrong token', `Bearer ${token.slice(0, -2)}xx`],
      ['token with a different case', `Bearer ${token.toUpperCase()}`],
      ['token prefix', `Bearer ${token.slice(0, -1)}`],
      ['token twice', `Bearer ${token}${token}`],
      ['huge token', `Bearer ${'x'.repeat(4000)}`],
      ['token and more', `Bearer ${token} extra`],
    ];
    const answers = [];
    for (const [label, authorization] of attempts) {
      // Each from its own address: this part is about the answers, not the limit.
      answers.push({ label, ...(await read(newClient(), authorization)) });
    }
    for (const answer of answers) {
      expect({ label: answer.label, status: answer.status }).toEqual({ label: answer.label, status: 401 });
      expect(answer.wwwAuthenticate).toBe('Bearer realm="leads"');
      expect(JSON.parse(answer.text)).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTHENTICATION_REQUIRED_MESSAGE });
    }
    // Byte-identical bodies: nothing tells the cases apart.
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);

    expect((await read(newClient(), `Bearer ${token}`)).status).toBe(200);
    expect((await read(newClient(), `bearer ${token}`)).status).toBe(200);
  }, 60_000);
});

describe('admin read: rate limit', () => {
  it(`answers 429 with Retry-After after ${ADMIN_LIMIT} reads from one client, even with the right token`, async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < ADMIN_LIMIT; i += 1) statuses.push((await read(client, `Bearer guess-${i}`, limitedApi)).status);
    expect(statuses).toEqual(Array(ADMIN_LIMIT).fill(401));

    const limitedResponse = await fetch(limitedApi.url(API_PATHS.contactSubmissions), {
      headers: { 'x-forwarded-for': client, authorization: `Bearer ${token}` },
    });
    const body = (await limitedResponse.json()) as { statusCode: number; error: string };
    expect(limitedResponse.status).toBe(429);
    expect(Number(limitedResponse.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });

    // The lead POSTs have their own counter.
    const post = await fetch(limitedApi.url(API_PATHS.demoRequests), {
      method: 'POST',
      headers: { 'x-forwarded-for': client, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(400);
  });
});

describe('admin read: logs', () => {
  it('never logs a token, a password or the Authorization header: request lines carry no headers', async () => {
    // Give the logger a moment to flush the last lines.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = api.output.join('\n');
    const secrets = [token, token.slice(0, -1), PASSWORD, Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')];
    for (const secret of secrets) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/(Basic|Bearer) [A-Za-z0-9+/=_-]{8,}/);
    // The admin reads were logged (one line each, with their status) without any header.
    const adminLines = api.logs.filter((line) => {
      const req = line.req as { method?: string; url?: string } | undefined;
      return req?.method === 'GET' && typeof req.url === 'string' && req.url.startsWith(API_PATHS.contactSubmissions);
    });
    expect(adminLines.length).toBeGreaterThan(0);
    expect(adminLines.some((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 401)).toBe(true);
    for (const line of adminLines) expect(line.req).not.toHaveProperty('headers');
  });
});
