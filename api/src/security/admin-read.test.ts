import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { ApiProcess } from '../test-support/node-process.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, deleteRedisKeys, type TestEnvironment } from '../test-support/test-environment.js';

/**
 * The admin read (`GET /api/contact-submissions`, HTTP Basic) of the built API as its own process: missing,
 * malformed and wrong credentials, an unknown user, and a timing probe (unknown user vs wrong password) all get
 * the same 401; reads are rate limited per client (ADMIN_RATE_LIMIT_MAX); and neither passwords nor the
 * Authorization header reach the logs, even at debug level. The answers are compared on an API whose budgets of
 * password checks are out of the way (every check of USERNAME spends its per-username budget); the limit is tested
 * on a second one with its own counters (its own QUEUE_PREFIX).
 */

const USERNAME = 'sales-admin';
const PASSWORD = 'correct horse battery staple 9';
const ADMIN_LIMIT = 5;
const TIMING_SAMPLES = 12;

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

function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

beforeAll(async () => {
  env = await createTestEnvironment('admin_security');
  await createStaffUser(env, USERNAME, PASSWORD);
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
  it('answers missing, malformed, wrong-password and unknown-user credentials with the same 401', async () => {
    const attempts: Array<[string, string | undefined]> = [
      ['missing', undefined],
      ['empty', ''],
      ['not Basic', `Bearer ${PASSWORD}`],
      ['malformed base64', 'Basic !!!'],
      ['no colon', `Basic ${Buffer.from(USERNAME).toString('base64')}`],
      ['empty password', basic(USERNAME, '')],
      ['wrong password', basic(USERNAME, 'wrong password 123')],
      ['password with a different case', basic(USERNAME, PASSWORD.toUpperCase())],
      ['password prefix', basic(USERNAME, PASSWORD.slice(0, -1))],
      ['unknown user', basic('nobody', PASSWORD)],
      ['username with a different case', basic(USERNAME.toUpperCase(), PASSWORD)],
      ['SQL in the username', basic("' OR '1'='1", PASSWORD)],
      ['huge password', basic(USERNAME, 'x'.repeat(4000))],
      // PostgreSQL text cannot hold NUL: such a name must be refused before it reaches the users table.
      ['NUL byte in the username', basic(`${USERNAME}\u0000`, PASSWORD)],
      ['control character in the username', basic(`sales\u0007admin`, PASSWORD)],
      ['NUL byte in the password', basic(USERNAME, `${PASSWORD}\u0000`)],
    ];
    const answers = [];
    for (const [label, authorization] of attempts) {
      // Each from its own address: this part is about the answers, not the limit.
      answers.push({ label, ...(await read(newClient(), authorization)) });
    }
    for (const answer of answers) {
      expect({ label: answer.label, status: answer.status }).toEqual({ label: answer.label, status: 401 });
      expect(answer.wwwAuthenticate).toBe('Basic realm="leads"');
      expect(JSON.parse(answer.text)).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required.' });
    }
    // Byte-identical bodies: nothing tells the cases apart.
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);

    expect((await read(newClient(), basic(USERNAME, PASSWORD))).status).toBe(200);
  }, 60_000);

  it('takes about as long for an unknown user as for a wrong password (timing probe)', async () => {
    const unknownUser: number[] = [];
    const wrongPassword: number[] = [];
    // Warm up (the dummy hash is made on first use), then interleave the two kinds; a fresh address every few
    // requests keeps the limiter out of it.
    await read(newClient(), basic('warm-up-user', 'x'));
    await read(newClient(), basic(USERNAME, 'x'));
    for (let i = 0; i < TIMING_SAMPLES; i += 1) {
      const client = newClient();
      const a = await read(client, basic(`nobody-${i}`, `guess ${i}`));
      const b = await read(client, basic(USERNAME, `guess ${i}`));
      expect([a.status, b.status]).toEqual([401, 401]);
      expect(a.text).toBe(b.text);
      unknownUser.push(a.ms);
      wrongPassword.push(b.ms);
    }
    const ratio = median(unknownUser) / median(wrongPassword);
    // Both verify an argon2id hash (the unknown user against a dummy one): the medians are alike. Generous
    // bounds: without the dummy verification the unknown user would answer many times faster.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    // And both really pay for a hash verification (a missing header does not).
    expect(median(unknownUser)).toBeGreaterThan(5);
  }, 120_000);
});

describe('admin read: rate limit', () => {
  it(`answers 429 with Retry-After after ${ADMIN_LIMIT} reads from one client, even with the right password`, async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < ADMIN_LIMIT; i += 1) statuses.push((await read(client, basic(USERNAME, `guess ${i}`), limitedApi)).status);
    expect(statuses).toEqual(Array(ADMIN_LIMIT).fill(401));

    const limitedResponse = await fetch(limitedApi.url(API_PATHS.contactSubmissions), {
      headers: { 'x-forwarded-for': client, authorization: basic(USERNAME, PASSWORD) },
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
  it('never logs a password or the Authorization header: request lines carry no headers', async () => {
    // Give the logger a moment to flush the last lines.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = api.output.join('\n');
    const secrets = [
      PASSWORD,
      Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64'),
      'wrong password 123',
      Buffer.from(`${USERNAME}:wrong password 123`).toString('base64'),
      'guess 3',
    ];
    for (const secret of secrets) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/Basic [A-Za-z0-9+/=]{8,}/);
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
