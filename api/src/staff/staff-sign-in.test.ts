import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Answer } from '../test-support/http.js';
import { csrfTokenOf } from '../test-support/staff-client.js';
import { type StaffSite, startStaffSite } from '../test-support/staff-site.js';
import { STAFF_PAGE_CSP } from './staff-headers.js';

const USERNAME = 'sales-lead';
const PASSWORD = 'a long enough staff passphrase';

let site: StaffSite;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Headers that differ between any two answers by nature: the date, the request id, the test server's timing. */
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id', 'x-test-handling-ms']);

function comparable(answer: Answer<string>) {
  const headers = [...answer.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name));
  // The CSRF token is fresh on every form (the same secret, a new salt): blank its value.
  return { status: answer.status, headers, body: answer.body.replace(/name="_csrf" value="[^"]+"/, 'name="_csrf" value=""') };
}

beforeAll(async () => {
  site = await startStaffSite({ name: 'staff_sign_in', users: { [USERNAME]: PASSWORD }, clientNetwork: '198.51.100' });
}, 60_000);

afterAll(() => site?.close());

describe('staff sign-in (real PostgreSQL and Redis)', () => {
  it('shows the sign-in form in place of the inbox to a stranger, with the staff headers', async () => {
    const page = await site.newClient().get('/staff/leads?kind=demo-request');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toMatch(/<label for="username"[^>]*>Username<\/label>/);
    expect(page.body).toMatch(/<label for="password"[^>]*>Password<\/label>/);
    expect(page.body).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // After signing in, back to the page that was asked for.
    expect(page.body).toContain('name="returnTo" value="/staff/leads?kind=demo-request"');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('content-security-policy')).toBe(STAFF_PAGE_CSP);
    expect(STAFF_PAGE_CSP).not.toMatch(/script-src|unsafe-inline/);
    expect(STAFF_PAGE_CSP).toContain("form-action 'self'");
    expect(STAFF_PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(page.body).not.toMatch(/<script|style="/);
    const cookie = page.headers.getSetCookie().find((line) => line.startsWith('staff_session='));
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    // Plain HTTP here; an HTTPS request (a trusted proxy's X-Forwarded-Proto) gets a Secure cookie.
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('sets a Secure cookie when the request came over HTTPS (X-Forwarded-Proto from a trusted proxy)', async () => {
    const answer = await fetch(site.server.url('/staff/sign-in'), { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.250' } });
    expect(answer.headers.getSetCookie().find((line) => line.startsWith('staff_session='))).toMatch(/; Secure/);
  });

  it('signs in, goes back to the page asked for, and the page knows who signed in', async () => {
    const staff = site.newClient();
    const answer = await staff.signIn(USERNAME, PASSWORD, '/staff/leads?unclaimed=1');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/staff/leads?unclaimed=1');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const inbox = await staff.get('/staff/leads');
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain(`Signed in as ${USERNAME}`);
    expect(inbox.body).not.toContain('name="password"');
    // Signed in, the sign-in page sends on to the inbox.
    const again = await staff.get('/staff/sign-in');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/staff/leads');
  });

  it.each(['//evil.example/staff/leads', 'https://evil.example/', '/staff/../contact', '/contact'])(
    'never sends a signed-in member off the staff pages (returnTo %p -> the inbox)',
    async (returnTo) => {
      const answer = await site.newClient().signIn(USERNAME, PASSWORD, returnTo);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/staff/leads');
    },
  );

  it('answers an unknown user exactly as a wrong password: status, headers (but the date), body', async () => {
    const unknown = await site.newClient().signIn('nobody-at-all', PASSWORD);
    const wrong = await site.newClient().signIn(USERNAME, 'not the passphrase at all');
    expect(unknown.status).toBe(401);
    expect(comparable(unknown)).toEqual(comparable(wrong));
    expect(unknown.body).toContain('Wrong username or password.');
    // Nothing typed comes back.
    expect(unknown.body).not.toContain('nobody-at-all');
    expect(wrong.body).not.toContain(`value="${USERNAME}"`);
    // And no session was started.
    const staffAfterFailure = site.newClient();
    await staffAfterFailure.signIn(USERNAME, 'wrong again, quite wrong');
    expect((await staffAfterFailure.get('/staff/leads')).body).toContain('name="password"');
  });

  it('takes about as long for an unknown user as for a wrong password (timing probe)', async () => {
    const unknownUser: number[] = [];
    const wrongPassword: number[] = [];
    await site.newClient().signIn('warm-up-user', 'warm up the dummy hash');
    // Interleaved, alternating which goes first, so a busy moment of the machine hits both kinds alike.
    for (let i = 0; i < 15; i += 1) {
      const probe = async (username: string) => {
        const answer = await site.newClient().signIn(username, `guess number ${i}`);
        expect(answer.status).toBe(401);
        return answer.handlingMs;
      };
      if (i % 2 === 0) {
        unknownUser.push(await probe(`nobody-${i}`));
        wrongPassword.push(await probe(USERNAME));
      } else {
        wrongPassword.push(await probe(USERNAME));
        unknownUser.push(await probe(`nobody-${i}`));
      }
    }
    const ratio = median(unknownUser) / median(wrongPassword);
    // Both verify an argon2id hash (the unknown user against a dummy one); without it the unknown user would
    // answer many times faster.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    expect(median(unknownUser)).toBeGreaterThan(5);
  }, 120_000);

  it('refuses a form post without a valid CSRF token (403), signing in nobody and signing out nobody', async () => {
    const stranger = site.newClient();
    await stranger.get('/staff/sign-in');
    for (const fields of [{}, { _csrf: 'forged-token' }] as Array<Record<string, string>>) {
      const answer = await stranger.post('/staff/sign-in', { ...fields, username: USERNAME, password: PASSWORD });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('This form has expired');
      expect(answer.headers.get('content-security-policy')).toBe(STAFF_PAGE_CSP);
    }
    expect((await stranger.get('/staff/leads')).body).toContain('name="password"');
    // Without any session at all (a cross-site post carries no SameSite=Strict cookie) it is refused as well.
    const crossSite = await site.newClient().post('/staff/sign-in', { username: USERNAME, password: PASSWORD });
    expect(crossSite.status).toBe(403);

    const member = site.newClient();
    await member.signIn(USERNAME, PASSWORD);
    expect((await member.post('/staff/sign-out', {})).status).toBe(403);
    expect((await member.post('/staff/sign-out', { _csrf: 'forged-token' })).status).toBe(403);
    expect((await member.get('/staff/leads')).body).toContain(`Signed in as ${USERNAME}`);
  });

  it('signs out for good: the old cookie, replayed, opens nothing', async () => {
    const member = site.newClient();
    await member.signIn(USERNAME, PASSWORD);
    const stolen = new Map(member.cookies);
    const out = await member.signOut();
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/staff/sign-in');
    expect((await member.get('/staff/leads')).body).toContain('name="password"');

    const replay = site.newClient();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    const page = await replay.get('/staff/leads');
    expect(page.body).toContain('name="password"');
    expect(page.body).not.toContain(`Signed in as ${USERNAME}`);
  });

  it('serves the stylesheet the pages link, immutable, and nothing else under /staff/assets', async () => {
    const page = await site.newClient().get('/staff/sign-in');
    const href = /<link rel="stylesheet" href="(\/staff\/assets\/staff\.[0-9a-f]+\.css)"/.exec(page.body)?.[1];
    expect(href).toBeDefined();
    const css = await site.newClient().get(href!);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Built from the design system's theme: its tokens are in it.
    expect(css.body).toContain('--color-cyber-cyan:#00d4ff');
    for (const path of ['/staff/assets/staff.0000.css', '/staff/assets/stylesheet.json', '/staff/assets/..%2fstaff-assets%2fstylesheet.json']) {
      expect((await site.newClient().get(path)).status).toBe(404);
    }
  });

  it('keeps the token of the form it shows in the session (a second form of the same session shares its secret)', async () => {
    const staff = site.newClient();
    const first = csrfTokenOf((await staff.get('/staff/sign-in')).body);
    const second = csrfTokenOf((await staff.get('/staff/sign-in')).body);
    expect(first).not.toBe(second);
    // The older token is still good.
    const answer = await staff.post('/staff/sign-in', { _csrf: first, username: USERNAME, password: PASSWORD });
    expect(answer.status).toBe(303);
  });
});
