import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { csrfTokenOf, recoveryCodesOf, type StaffClient } from '../test-support/staff-client.js';
import { type StaffSite, startStaffSite } from '../test-support/staff-site.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { STAFF_PAGE_CSP } from '../staff/staff-headers.js';

/**
 * The sign-in's second factor against real PostgreSQL and Redis: enrolment on the first sign-in (QR code, key,
 * recovery codes: one set per sign-in, kept through wrong codes), then TOTP codes (each good once), recovery codes
 * (each good once), and clear refusals.
 */

const PASSWORD = 'a long enough staff passphrase';

let site: StaffSite;
/** TOTP secrets of the users made here, from the URI create-user printed. */
const secrets = new Map<string, string>();

async function newUser(username: string): Promise<void> {
  const uri = await createStaffUser(site.env, username, PASSWORD);
  secrets.set(username, new URL(uri).searchParams.get('secret')!);
}

/** The user's TOTP code of the current 30-second step (`offset` steps away). */
function codeOf(username: string, offset = 0): Promise<string> {
  return generate({ secret: secrets.get(username)!, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

async function isSignedIn(client: StaffClient, username: string): Promise<boolean> {
  return (await client.get('/staff/leads')).body.includes(`Signed in as ${username}`);
}

/** A fresh browser past the password step, on the second step's page. */
async function atSecondStep(username: string): Promise<{ client: StaffClient; page: string }> {
  const client = site.newClient();
  const answer = await client.signInWithPassword(username, PASSWORD);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/staff/sign-in/verify');
  const page = await client.get('/staff/sign-in/verify');
  expect(page.status).toBe(200);
  return { client, page: page.body };
}

function send(client: StaffClient, page: string, code: string) {
  return client.post('/staff/sign-in/verify', { _csrf: csrfTokenOf(page), code });
}

beforeAll(async () => {
  site = await startStaffSite({ name: 'second_factor', users: {}, clientNetwork: '198.51.100' });
}, 60_000);

afterAll(() => site?.close());

describe('enrolment on the first sign-in', () => {
  it('a right password signs no one in: it leads to the second step, which enrols with a QR code and recovery codes', async () => {
    await newUser('enrolling');
    const { client, page } = await atSecondStep('enrolling');
    expect(await isSignedIn(client, 'enrolling')).toBe(false);
    expect(page).toContain('Set up your authenticator app');
    // The QR code is an SVG image in a data: URL (no script: the staff policy allows data: images only).
    const qr = /<img src="data:image\/svg\+xml;base64,([^"]+)"/.exec(page)?.[1];
    expect(qr).toBeDefined();
    expect(Buffer.from(qr!, 'base64').toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(STAFF_PAGE_CSP).toContain("img-src 'self' data:");
    expect(page).not.toMatch(/<script|style="/);
    // The key shown is the one create-user printed: an admin may enrol the user from a terminal instead.
    expect(page).toContain(secrets.get('enrolling'));
    const codes = recoveryCodesOf(page);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-z]{4}(-[2-9a-z]{4}){3}$/);
    expect(page).toMatch(/<label for="code"[^>]*>Authentication code<\/label>/);
    expect(page).toMatch(/<button type="submit"[^>]*>Verify<\/button>/);

    // Stored as digests only.
    const stored = await site.env.query<{ code_digest: string }>(
      `SELECT code_digest FROM user_recovery_codes WHERE user_id = (SELECT id FROM users WHERE username = 'enrolling')`,
    );
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((row) => row.code_digest).join()).not.toContain(code.replace(/-/g, ''));

    // A recovery code does not finish an enrolment: only a code from the app proves it was set up.
    const early = await send(client, page, codes[0]!);
    expect(early.status).toBe(401);
    expect(early.body).toContain('That code is not right.');

    const answer = await send(client, (await client.get('/staff/sign-in/verify')).body, await codeOf('enrolling'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/staff/leads');
    expect(await isSignedIn(client, 'enrolling')).toBe(true);
    const [user] = await site.env.query<{ confirmed: boolean }>(
      `SELECT totp_confirmed_at IS NOT NULL AS confirmed FROM users WHERE username = 'enrolling'`,
    );
    expect(user?.confirmed).toBe(true);
  });

  it('keeps the recovery codes shown through a wrong code and a reload, and those codes sign in later', async () => {
    await newUser('mistyped');
    const { client, page } = await atSecondStep('mistyped');
    const shown = recoveryCodesOf(page);
    expect(shown).toHaveLength(10);
    const wrong = await send(client, page, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('That code is not right.');
    expect(wrong.body).toContain('Set up your authenticator app');
    expect(recoveryCodesOf(wrong.body)).toEqual(shown);
    expect(wrong.body).not.toContain('These recovery codes are new');
    const reloaded = await client.get('/staff/sign-in/verify');
    expect(recoveryCodesOf(reloaded.body)).toEqual(shown);
    expect((await send(client, reloaded.body, await codeOf('mistyped', -1))).status).toBe(303);

    // Written down before the wrong code, they sign in without the phone.
    const later = await atSecondStep('mistyped');
    expect(recoveryCodesOf(later.page)).toEqual([]);
    expect((await send(later.client, later.page, shown[0]!)).status).toBe(303);
    expect(await isSignedIn(later.client, 'mistyped')).toBe(true);
  });

  it('makes new recovery codes for each sign-in, saying so when they replace codes shown before; an enrolled user sees none', async () => {
    await newUser('shown-once');
    const first = await atSecondStep('shown-once');
    const other = await atSecondStep('shown-once');
    const [firstCodes, otherCodes] = [recoveryCodesOf(first.page), recoveryCodesOf(other.page)];
    expect(otherCodes).toHaveLength(10);
    expect(otherCodes.filter((code) => firstCodes.includes(code))).toEqual([]);
    expect(other.page).not.toContain('These recovery codes are new');
    // The other browser's sign-in replaced the first one's codes: the first browser shows a new set, and says why.
    const again = await first.client.get('/staff/sign-in/verify');
    const lastCodes = recoveryCodesOf(again.body);
    expect(lastCodes).toHaveLength(10);
    expect(lastCodes.filter((code) => firstCodes.includes(code) || otherCodes.includes(code))).toEqual([]);
    expect(again.body).toContain('These recovery codes are new');
    expect((await send(first.client, again.body, await codeOf('shown-once'))).status).toBe(303);

    const later = await atSecondStep('shown-once');
    expect(later.page).toContain('Authentication code');
    expect(later.page).not.toContain('data:image/svg+xml');
    expect(recoveryCodesOf(later.page)).toEqual([]);
    // The codes of the earlier showings are void; those of the last one work.
    expect((await send(later.client, later.page, firstCodes[0]!)).status).toBe(401);
    expect((await send(later.client, later.page, otherCodes[0]!)).status).toBe(401);
    expect((await send(later.client, later.page, lastCodes[0]!)).status).toBe(303);
  });

  it('makes new recovery codes when the password is entered again in the same browser', async () => {
    await newUser('restarted');
    const { client, page } = await atSecondStep('restarted');
    expect((await client.signInWithPassword('restarted', PASSWORD)).status).toBe(303);
    const restarted = await client.get('/staff/sign-in/verify');
    const [before, after] = [recoveryCodesOf(page), recoveryCodesOf(restarted.body)];
    expect(after).toHaveLength(10);
    expect(after.filter((code) => before.includes(code))).toEqual([]);
    expect(restarted.body).not.toContain('These recovery codes are new');
  });
});

describe('signing in with the second factor', () => {
  let recovery: string[] = [];

  beforeAll(async () => {
    await newUser('two-step');
    const { client, page } = await atSecondStep('two-step');
    recovery = recoveryCodesOf(page);
    // Enrolled with the previous step's code, so the current step's is still unused.
    expect((await send(client, page, await codeOf('two-step', -1))).status).toBe(303);
  });

  it('refuses a wrong code with a clear message and signs no one in; the right code then signs in', async () => {
    const { client, page } = await atSecondStep('two-step');
    const right = await codeOf('two-step');
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, '12345', 'abcdef', '0000000']) {
      const answer = await send(client, page, code);
      expect({ code, status: answer.status }).toEqual({ code, status: 401 });
      expect(answer.body).toContain('That code is not right.');
      expect(answer.body).toMatch(/<label for="code"[^>]*>Authentication code<\/label>/);
      expect(answer.body).toContain('aria-invalid="true"');
    }
    const empty = await send(client, page, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body).toContain('Enter the 6-digit code');
    expect(await isSignedIn(client, 'two-step')).toBe(false);
    expect((await send(client, page, right)).status).toBe(303);
    expect(await isSignedIn(client, 'two-step')).toBe(true);
  });

  it('refuses a code used before (the same time step), in another browser too', async () => {
    const code = await codeOf('two-step', 1);
    const first = await atSecondStep('two-step');
    expect((await send(first.client, first.page, code)).status).toBe(303);
    const second = await atSecondStep('two-step');
    const reused = await send(second.client, second.page, code);
    expect(reused.status).toBe(401);
    expect(reused.body).toContain('That code was already used.');
    expect(await isSignedIn(second.client, 'two-step')).toBe(false);
    // Nor is an older step's code taken once a later one was.
    const older = await send(second.client, second.page, await codeOf('two-step', -1));
    expect(older.status).toBe(401);
  });

  it('takes each recovery code once (typed in capitals, with or without dashes)', async () => {
    const code = recovery[3]!;
    const first = await atSecondStep('two-step');
    expect((await send(first.client, first.page, code.toUpperCase().replace(/-/g, ' '))).status).toBe(303);
    expect(await isSignedIn(first.client, 'two-step')).toBe(true);
    const second = await atSecondStep('two-step');
    const again = await send(second.client, second.page, code);
    expect(again.status).toBe(401);
    expect(again.body).toContain('That code is not right.');
    const [row] = await site.env.query<{ unused: string }>(
      `SELECT count(*) FILTER (WHERE used_at IS NULL) AS unused FROM user_recovery_codes
        WHERE user_id = (SELECT id FROM users WHERE username = 'two-step')`,
    );
    expect(Number(row?.unused)).toBe(9);
  });

  it('offers no single sign-on when it is not configured', async () => {
    const client = site.newClient();
    expect((await client.get('/staff/sign-in')).body).not.toContain('single sign-on');
    for (const path of ['/staff/sign-in/sso', '/staff/sign-in/sso/callback?code=x&state=y']) {
      const answer = await client.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ statusCode: 404, message: 'Single sign-on is not configured.' });
    }
  });

  it('has no second step without a right password first', async () => {
    const stranger = site.newClient();
    const page = await stranger.get('/staff/sign-in/verify');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/staff/sign-in');
    const form = await stranger.get('/staff/sign-in');
    const answer = await stranger.post('/staff/sign-in/verify', { _csrf: csrfTokenOf(form.body), code: await codeOf('two-step', 1) });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('Enter your username and password again.');
    expect(await isSignedIn(stranger, 'two-step')).toBe(false);
    // A wrong password leads nowhere either.
    expect((await stranger.signInWithPassword('two-step', 'not the passphrase at all')).status).toBe(401);
    expect((await stranger.get('/staff/sign-in/verify')).status).toBe(303);
  });
});
