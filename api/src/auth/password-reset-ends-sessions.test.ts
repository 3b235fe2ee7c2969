import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StaffClient } from '../test-support/staff-client.js';
import { type StaffSite, startStaffSite } from '../test-support/staff-site.js';
import { runCreateUserIn } from '../test-support/staff-user.js';

/**
 * `create-user <name>` with a new password for an existing user, or `create-user <name> --reset-factor`, ends every
 * sign-in of that user (and no one else's).
 */

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
    expect(out).toHaveLength(3);
    expect(out[0]).toBe('updated the password of user "ana"');
    // The factor is kept: the URI printed again is the one ana enrolled with.
    expect(out[1]).toMatch(/^otpauth:\/\/totp\//);
    expect(site.authenticator.knows('ana')).toBe(true);
    expect(out[2]).toBe('ended 2 sign-in(s) of user "ana"');
    // The new password works; the old one does not.
    expect((await site.newClient().signIn('ana', OLD_PASSWORD)).status).toBe(401);
    expect((await site.newClient().signIn('ana', NEW_PASSWORD)).status).toBe(303);
  });

  it('--reset-factor ends every sign-in of that user too, and the next sign-in enrols the new factor', async () => {
    const bobAtWork = site.newClient();
    const ana = site.newClient();
    expect((await bobAtWork.signIn('bob', OLD_PASSWORD)).status).toBe(303);
    expect((await ana.signIn('ana', NEW_PASSWORD)).status).toBe(303);
    expect(await isSignedIn(bobAtWork, 'bob')).toBe(true);

    const { code, out, errors } = await runCreateUserIn(site.env, 'bob', undefined, ['--reset-factor']);
    expect({ code, errors }).toEqual({ code: 0, errors: [] });
    expect(out[0]).toBe('new second factor for user "bob": enrolled at their next sign-in, or now with this URI');
    expect(out.at(-1)).toMatch(/^ended [1-9]\d* sign-in\(s\) of user "bob"$/);
    expect(await isSignedIn(bobAtWork, 'bob')).toBe(false);
    expect(await isSignedIn(ana, 'ana')).toBe(true);

    // The old factor's codes no longer work: the next sign-in is an enrolment of the new one.
    const bob = site.newClient();
    expect((await bob.signInWithPassword('bob', OLD_PASSWORD)).status).toBe(303);
    const page = await bob.get('/staff/sign-in/verify');
    expect(page.body).toContain('Set up your authenticator app');
    expect((await bob.verify(await site.authenticator.codeFor('bob'))).status).toBe(401);
    site.authenticator.learn('bob', out[1]!);
    expect((await bob.verify(await site.authenticator.codeFor('bob'))).status).toBe(303);
    expect(await isSignedIn(bob, 'bob')).toBe(true);
  });
});
