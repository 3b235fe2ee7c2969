import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type StaffSite, startStaffSite } from '../test-support/staff-site.js';

const USERNAME = 'sales-night-shift';
const PASSWORD = 'a long enough staff passphrase';
const LIMIT = 3;
const TTL_MS = 2000;

let site: StaffSite;

beforeAll(async () => {
  site = await startStaffSite({
    name: 'staff_limits',
    users: { [USERNAME]: PASSWORD, 'sales-day-shift': PASSWORD },
    config: { STAFF_SESSION_TTL: `${TTL_MS}ms`, ADMIN_RATE_LIMIT_MAX: String(LIMIT), ADMIN_RATE_LIMIT_WINDOW: '1 minute' },
    clientNetwork: '192.0.2',
  });
}, 60_000);

afterAll(() => site?.close());

describe('staff session expiry (STAFF_SESSION_TTL)', () => {
  it('asks to sign in again once the sign-in is older than the TTL, however active the member was', async () => {
    const member = site.newClient();
    expect((await member.signIn('sales-day-shift', PASSWORD)).status).toBe(303);
    // The sign-in was recorded before its answer arrived: its TTL ends before signedInAt + TTL_MS.
    const signedInAt = Date.now();
    // Busy all along: use does not extend the sign-in.
    while (Date.now() - signedInAt < TTL_MS - 700) {
      expect((await member.get('/staff/leads')).body).toContain('Signed in as sales-day-shift');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, signedInAt + TTL_MS + 300 - Date.now())));
    const page = await member.get('/staff/leads');
    expect(page.status).toBe(200);
    expect(page.body).toContain('name="password"');
    expect(page.body).not.toContain('Signed in as');
  });
});

describe('staff sign-in limits (ADMIN_RATE_LIMIT_MAX per window, in Redis)', () => {
  it(`refuses a username (429, Retry-After) after ${LIMIT} failures from any addresses, even with the right password`, async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await site.newClient().signIn(USERNAME, `wrong guess ${i}`)).status).toBe(401);
    }
    const refused = await site.newClient().signIn(USERNAME, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many sign-in attempts');
    // Another user is not affected (its password is taken: 303 to the second step).
    expect((await site.newClient().signInWithPassword('sales-day-shift', PASSWORD)).status).toBe(303);
  });

  it(`refuses an address (429) after ${LIMIT} attempts, whatever usernames it tries`, async () => {
    const guesser = site.newClient();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await guesser.signIn(`someone-${i}`, 'a guessed passphrase')).status).toBe(401);
    }
    const refused = await guesser.signIn('sales-day-shift', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guesser.get('/staff/leads')).body).toContain('name="password"');
  });
});
