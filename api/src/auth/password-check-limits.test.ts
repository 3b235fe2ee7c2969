import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestAuthenticator, waitFor } from '@site/harness';
import { DataSource } from 'typeorm';
import { type Answer, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { StaffClient } from '../test-support/staff-client.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

/**
 * Every staff password check (the sign-in form) and every authentication code check (its second step) spends one
 * budget per client address and one per username, kept in Redis: two API instances on the same Redis share them.
 * Once spent: 429 with Retry-After, even for the right password or code.
 */

const GUARDED = 'guarded';
const BYSTANDER = 'bystander';
const THIRD = 'third';
const PASSWORD = 'a long enough staff passphrase';
const LIMIT = 3;

let env: TestEnvironment;
let servers: [TestServer, TestServer];
const authenticator = new TestAuthenticator();
let nextAddress = 1;
const newAddress = () => `192.0.2.${nextAddress++}`;

/** A browser at one of the two instances (by index), from its own address unless one is given. */
function browser(index: number, address = newAddress()): StaffClient {
  return new StaffClient((path) => servers[index % 2]!.url(path), address, authenticator);
}

function expectRefused(answer: Answer<unknown>, label: string): void {
  expect({ label, status: answer.status }).toEqual({ label, status: 429 });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect(String(answer.body)).toContain('Too many sign-in attempts');
}

beforeAll(async () => {
  env = await createTestEnvironment('password_check_limits');
  for (const username of [GUARDED, BYSTANDER, THIRD]) authenticator.learn(username, await createStaffUser(env, username, PASSWORD));
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

describe('staff password and code checks: one budget per address and one per username, shared by both steps', () => {
  it(`refuses an address after ${LIMIT} checks, passwords and codes, spread over instances`, async () => {
    const address = newAddress();
    // A different username each time: only the address' budget is spent by all three.
    expect((await browser(0, address).signInWithPassword('guess-user-0', 'a guessed passphrase')).status).toBe(401);
    const member = browser(1, address);
    expect((await member.signInWithPassword(BYSTANDER, PASSWORD)).status).toBe(303);
    const wrongCode = await member.verify('000000');
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body).toContain('That code is not right.');
    // The right code, and then the sign-in form of another user, are refused: the address spent its budget.
    expectRefused(await member.verify(await authenticator.codeFor(BYSTANDER)), 'the right code');
    expectRefused(await browser(0, address).signInWithPassword(THIRD, PASSWORD), 'the sign-in form');
    // Another address is not affected, and the refusals spent no one's username budget.
    const elsewhere = browser(1);
    expect((await elsewhere.signIn(THIRD, PASSWORD)).status).toBe(303);
    expect((await elsewhere.get('/staff/leads')).body).toContain(`Signed in as ${THIRD}`);
  });

  it(`refuses a username after ${LIMIT} checks from as many addresses, even with the right password and code`, async () => {
    expect((await browser(0).signInWithPassword(GUARDED, 'wrong guess 0')).status).toBe(401);
    const member = browser(1);
    expect((await member.signInWithPassword(GUARDED, PASSWORD)).status).toBe(303);
    expect((await member.verify('999999')).status).toBe(401);

    expectRefused(await member.verify(await authenticator.codeFor(GUARDED)), 'the right code');
    const late = browser(0);
    expectRefused(await late.signInWithPassword(GUARDED, PASSWORD), 'the right password');
    expect((await late.get('/staff/leads')).body).toContain('name="password"');
    // Another username is not affected (the bystander spent 2 of its checks in the first test).
    expect((await browser(1).signInWithPassword(BYSTANDER, PASSWORD)).status).toBe(303);
  });
});
