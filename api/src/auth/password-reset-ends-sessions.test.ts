import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StaffClient } from '../test-support/staff-client.js';
import { type StaffSite, startStaffSite } from '../test-support/staff-site.js';
import { runCreateUserIn } from '../test-support/staff-user.js';

/** `create-user <name>` with a new password for an existing user ends every sign-in of that user (and no one else's). */

const OLD_PASSWORD = 'the old staff passphrase';
const NEW_PASSWORD = 'the new staff passphrase';

let site: StaffSite;

async function isSignedIn(client: StaffClient, username: string): Promise<boolean> {
  return (await client.get('/staff/leads')).body.includes(`Signed in as ${username}`);
}

beforeAll(async () => {
  site = await startStaffSite({ name: 'password_reset_sessions', users: { ana: OLD_PASSWORD, bob: OLD_PASSWORD }, clientNetwork: '198.51.100' });
}, 60_000);

afterAll(() => site?.close());

describe('resetting a password with the create-user command', () => {
  it("ends every live sign-in of that user, with any copy of its cookie; other users' sign-ins stay", async () => {
    const anaAtWork = site.newClient();
    const anaAtHome = site.newClient();
    const bob = site.newClient();
    for (const [client, username] of [
      [anaAtWork, 'ana'],
      [anaAtHome, 'ana'],
      [bob, 'bob'],
    ] as const) {
      expect((await client.signIn(username, OLD_PASSWORD)).status).toBe(303);
      expect(await isSignedIn(client, username)).toBe(true);
    }
    const stolen = site.clientAt('198.51.100.250');
    for (const [name, value] of anaAtWork.cookies) stolen.cookies.set(name, value);

    const { code, out, errors } = await runCreateUserIn(site.env, 'ana', NEW_PASSWORD);
    expect({ code, errors }).toEqual({ code: 0, errors: [] });

    for (const client of [anaAtWork, anaAtHome, stolen]) expect(await isSignedIn(client, 'ana')).toBe(false);
    expect(await isSignedIn(bob, 'bob')).toBe(true);
    expect(out).toEqual(['updated the password of user "ana"', 'ended 2 sign-in(s) of user "ana"']);
    // The new password works; the old one does not.
    expect((await site.newClient().signIn('ana', OLD_PASSWORD)).status).toBe(401);
    expect((await site.newClient().signIn('ana', NEW_PASSWORD)).status).toBe(303);
  });
});
