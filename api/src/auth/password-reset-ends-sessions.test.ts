import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@site/harness';
import { DataSource } from 'typeorm';
import { startTestServer, type TestServer } from '../test-support/http.js';
import { StaffClient } from '../test-support/staff-client.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { runCreateUser } from './create-user-command.js';

/** `create-user <name>` with a new password for an existing user ends every sign-in of that user (and no one else's). */

const OLD_PASSWORD = 'the old staff passphrase';
const NEW_PASSWORD = 'the new staff passphrase';

let env: TestEnvironment;
let server: TestServer;
let nextAddress = 1;
const newClient = () => new StaffClient((path) => server.url(path), `198.51.100.${nextAddress++}`);

async function isSignedIn(client: StaffClient, username: string): Promise<boolean> {
  return (await client.get('/staff/leads')).body.includes(`Signed in as ${username}`);
}

beforeAll(async () => {
  env = await createTestEnvironment('password_reset_sessions');
  await createStaffUser(env, 'ana', OLD_PASSWORD);
  await createStaffUser(env, 'bob', OLD_PASSWORD);
  server = await startTestServer(env.config());
  const database = server.app.get(DataSource);
  await waitFor(() => database.isInitialized, "the API's database connection", 60_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('resetting a password with the create-user command', () => {
  it("ends every live sign-in of that user, with any copy of its cookie; other users' sign-ins stay", async () => {
    const anaAtWork = newClient();
    const anaAtHome = newClient();
    const bob = newClient();
    for (const [client, username] of [
      [anaAtWork, 'ana'],
      [anaAtHome, 'ana'],
      [bob, 'bob'],
    ] as const) {
      expect((await client.signIn(username, OLD_PASSWORD)).status).toBe(303);
      expect(await isSignedIn(client, username)).toBe(true);
    }
    const stolen = new StaffClient((path) => server.url(path), '198.51.100.250');
    for (const [name, value] of anaAtWork.cookies) stolen.cookies.set(name, value);

    const out: string[] = [];
    const errors: string[] = [];
    const code = await runCreateUser(['ana'], {
      env: { DATABASE_URL: env.databaseUrl, REDIS_URL: env.config().redisUrl, QUEUE_PREFIX: env.queuePrefix, ADMIN_PASSWORD: NEW_PASSWORD },
      readStdin: async () => '',
      out: (line) => out.push(line),
      err: (line) => errors.push(line),
    });
    expect({ code, errors }).toEqual({ code: 0, errors: [] });

    for (const client of [anaAtWork, anaAtHome, stolen]) expect(await isSignedIn(client, 'ana')).toBe(false);
    expect(await isSignedIn(bob, 'bob')).toBe(true);
    expect(out).toEqual(['updated the password of user "ana"', 'ended 2 sign-in(s) of user "ana"']);
    // The new password works; the old one does not.
    expect((await newClient().signIn('ana', OLD_PASSWORD)).status).toBe(401);
    expect((await newClient().signIn('ana', NEW_PASSWORD)).status).toBe(303);
  });
});
