import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS, LEAD_INBOX_PATHS } from '@site/contracts';
import { waitFor } from '@site/harness';
import { DataSource } from 'typeorm';
import { type Answer, request, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { StaffClient } from '../test-support/staff-client.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

/**
 * Every place that checks a staff password (HTTP Basic on every staff read, GET and HEAD, and the sign-in form)
 * spends one budget per client address and one per username, kept in Redis: two API instances on the same Redis
 * share them. Once spent: 429 with Retry-After, even for the right password.
 */

const USERNAME = 'basic-guarded';
const OTHER_USERNAME = 'basic-bystander';
const PASSWORD = 'a long enough staff passphrase';
const LIMIT = 3;

let env: TestEnvironment;
let servers: [TestServer, TestServer];
let nextAddress = 1;
const newAddress = () => `192.0.2.${nextAddress++}`;

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** One staff password check of each kind, by index: the four Basic reads, GET and HEAD, on either instance. */
const BASIC_READS: Array<{ method: 'GET' | 'HEAD'; path: () => string }> = [
  { method: 'GET', path: () => LEAD_INBOX_PATHS.list },
  { method: 'HEAD', path: () => LEAD_INBOX_PATHS.csv },
  { method: 'GET', path: () => LEAD_INBOX_PATHS.lead('contact-submission', randomUUID()) },
  { method: 'HEAD', path: () => API_PATHS.contactSubmissions },
  { method: 'GET', path: () => LEAD_INBOX_PATHS.csv },
  { method: 'HEAD', path: () => LEAD_INBOX_PATHS.list },
  { method: 'GET', path: () => API_PATHS.contactSubmissions },
];

function basicRead(index: number, address: string, authorization: string): Promise<Answer<unknown>> {
  const read = BASIC_READS[index % BASIC_READS.length]!;
  const server = servers[index % 2]!;
  return request(server.url(read.path()), { method: read.method, headers: { authorization, 'x-forwarded-for': address } });
}

function signIn(index: number, address: string, username: string, password: string): Promise<Answer<string>> {
  return new StaffClient((path) => servers[index % 2]!.url(path), address).signIn(username, password);
}

beforeAll(async () => {
  env = await createTestEnvironment('password_check_limits');
  await createStaffUser(env, USERNAME, PASSWORD);
  await createStaffUser(env, OTHER_USERNAME, PASSWORD);
  const config = env.config({ ADMIN_RATE_LIMIT_MAX: String(LIMIT), ADMIN_RATE_LIMIT_WINDOW: '1 minute' });
  servers = [await startTestServer(config), await startTestServer(config)];
  for (const server of servers) {
    await waitForRedis(server);
    const database = server.app.get(DataSource);
    await waitFor(() => database.isInitialized, "the API's database connection", 60_000);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.close()));
  await env?.cleanup();
});

function expectRefused(answer: Answer<unknown>, label: string): void {
  expect({ label, status: answer.status }).toEqual({ label, status: 429 });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
}

describe('staff password checks: one budget per address and one per username, shared by every check', () => {
  it(`refuses an address after ${LIMIT} checks spread over routes, methods and instances, then the sign-in form too`, async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      // A different username each time: only the address' budget is spent.
      expect((await basicRead(i, address, basic(`guess-user-${i}`, 'a guessed passphrase'))).status).toBe(401);
    }
    for (let i = LIMIT; i < BASIC_READS.length; i += 1) {
      const refused = await basicRead(i, address, basic(OTHER_USERNAME, PASSWORD));
      expectRefused(refused, `${BASIC_READS[i]!.method} ${BASIC_READS[i]!.path()}`);
      if (BASIC_READS[i]!.method === 'GET') {
        expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
        expect(refused.headers.get('www-authenticate')).toBeNull();
      }
    }
    const form = await signIn(0, address, OTHER_USERNAME, PASSWORD);
    expectRefused(form, 'the sign-in form');
    expect(form.body).toContain('Too many sign-in attempts');
    // Another address is not affected, and the bystander's own budget was not touched by the refusals.
    expect((await basicRead(0, newAddress(), basic(OTHER_USERNAME, PASSWORD))).status).toBe(200);
  });

  it(`refuses a username after ${LIMIT} checks from as many addresses, Basic and sign-in form alike, even with the right password`, async () => {
    // Basic failures count against the same username budget as the sign-in form's.
    expect((await basicRead(0, newAddress(), basic(USERNAME, 'wrong guess 0'))).status).toBe(401);
    expect((await signIn(1, newAddress(), USERNAME, 'wrong guess 1')).status).toBe(401);
    expect((await basicRead(3, newAddress(), basic(USERNAME, 'wrong guess 2'))).status).toBe(401);

    for (let i = 0; i < BASIC_READS.length; i += 1) {
      expectRefused(await basicRead(i, newAddress(), basic(USERNAME, PASSWORD)), `${BASIC_READS[i]!.method} ${BASIC_READS[i]!.path()}`);
    }
    const member = new StaffClient((path) => servers[0].url(path), newAddress());
    expectRefused(await member.signIn(USERNAME, PASSWORD), 'the sign-in form');
    expect((await member.get('/staff/leads')).body).toContain('name="password"');
    // Another username is not affected.
    expect((await basicRead(0, newAddress(), basic(OTHER_USERNAME, PASSWORD))).status).toBe(200);
  });
});
