import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@site/harness';
import Provider from 'oidc-provider';
import type { StaffClient } from '../test-support/staff-client.js';
import { type StaffSite, startStaffSite } from '../test-support/staff-site.js';
import { roleFromClaim } from './single-sign-on.js';

/**
 * Staff single sign-on against a real OpenID Connect provider (`oidc-provider`, started here on a free port, with its
 * development login and consent pages), through the API's own routes: code flow with PKCE, the username claim
 * mapped to a staff user, the subject linked on the first sign-in, the role set from the role claim.
 */

const CLIENT = { id: 'staff-workspace', secret: 'the staff workspace client secret, long enough' };
/** The provider's accounts (their id is what its login form takes) and the username each one claims. */
const ACCOUNTS: Record<string, string> = { 'acct-ana': 'sso-ana', 'acct-mallory': 'sso-ana', 'acct-stranger': 'not-a-staff-user' };

let site: StaffSite;
let provider: Server;
let issuer: string;
let callbackUrl: string;

/** Drives the provider's pages as a browser would (its own cookies; login, then consent) until it redirects to the callback. */
async function signInAtProvider(authorizationUrl: string, account: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(callbackUrl)) return new URL(url);
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      form = undefined;
      continue;
    }
    const html = await response.text();
    const page = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    if (!page) throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    form = new URLSearchParams();
    for (const input of page[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
      const name = input[1]!;
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      form.set(name, name === 'login' ? account : name === 'password' ? 'any password: the development login takes any' : value);
    }
    url = new URL(page[1]!.replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('the provider never sent the browser back');
}

/** Starts single sign-on in the staff browser: the provider's authorization URL the API redirects to. */
async function startSso(client: StaffClient): Promise<string> {
  const answer = await client.get('/staff/sign-in/sso?returnTo=%2Fstaff%2Fleads%3Funclaimed%3D1');
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

async function isSignedIn(client: StaffClient, username: string): Promise<boolean> {
  return (await client.get('/staff/leads')).body.includes(`Signed in as ${username}`);
}

beforeAll(async () => {
  const [apiPort, providerPort] = [await freePort(), await freePort()];
  issuer = `http://127.0.0.1:${providerPort}`;
  callbackUrl = `http://127.0.0.1:${apiPort}/staff/sign-in/sso/callback`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [callbackUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], profile: ['preferred_username', 'staff_groups'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['the provider cookie key of this test only'] },
    // Lifetimes set, so the provider does not warn that its defaults were used.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    async findAccount(_context, id) {
      const username = ACCOUNTS[id];
      // Every account is in the provider's sales group only: single sign-on makes their staff user a sales user.
      return username ? { accountId: id, claims: async () => ({ sub: id, preferred_username: username, staff_groups: ['sales-team'] }) } : undefined;
    },
  });
  provider = oidc.listen(providerPort, '127.0.0.1');
  site = await startStaffSite({
    name: 'staff_sso',
    users: { 'sso-ana': 'a long enough staff passphrase' },
    clientNetwork: '198.51.100',
    config: {
      API_PORT: String(apiPort),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT.id,
      OIDC_CLIENT_SECRET: CLIENT.secret,
      OIDC_REDIRECT_URL: callbackUrl,
      OIDC_ROLE_CLAIM: 'staff_groups',
    },
  });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

describe('staff single sign-on (OpenID Connect, a real local provider)', () => {
  it('offers single sign-on beside the password form', async () => {
    const page = await site.newClient().get('/staff/sign-in');
    expect(page.body).toContain('Sign in with single sign-on');
    expect(page.body).toContain('href="/staff/sign-in/sso?returnTo=%2Fstaff%2Fleads"');
  });

  it('signs in the staff user the provider names, with PKCE, and links their subject', async () => {
    const browser = site.newClient();
    const authorizationUrl = new URL(await startSso(browser));
    expect(authorizationUrl.origin).toBe(issuer);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorizationUrl.searchParams.get('client_id')).toBe(CLIENT.id);

    const callback = await signInAtProvider(authorizationUrl.href, 'acct-ana');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const answer = await browser.get(`${callback.pathname}${callback.search}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Signed in as sso-ana with single sign-on.');
    // Continue: the page asked for when single sign-on started.
    expect(answer.body).toContain('href="/staff/leads?unclaimed=1"');
    expect(await isSignedIn(browser, 'sso-ana')).toBe(true);
    const [user] = await site.env.query<{ oidc_subject: string; role: string }>(`SELECT oidc_subject, role FROM users WHERE username = 'sso-ana'`);
    expect(user?.oidc_subject).toBe('acct-ana');
    // Created as admin (create-user's default); the provider's role claim says otherwise, and it is recorded.
    expect(user?.role).toBe('sales');
    const audit = await site.env.query<{ actor: string; subject: string }>("SELECT actor, subject FROM audit_log WHERE action = 'role-changed'");
    expect(audit).toEqual([{ actor: 'single sign-on', subject: 'user:sso-ana' }]);
    expect((await browser.get('/staff/people')).status).toBe(403);

    // The sign-in is good once: the same callback again, even with the state cookie, signs no one in.
    const replay = site.newClient();
    replay.cookies.set('staff_sso_state', callback.searchParams.get('state')!);
    const again = await replay.get(`${callback.pathname}${callback.search}`);
    expect(again.status).toBe(401);
    expect(await isSignedIn(replay, 'sso-ana')).toBe(false);
  });

  it('reads a role claim as admin only when it is, or lists, "admin"', () => {
    expect([
      roleFromClaim('admin'),
      roleFromClaim(['staff', 'admin']),
      roleFromClaim('sales'),
      roleFromClaim(undefined),
      roleFromClaim(['Admin']),
    ]).toEqual(['admin', 'admin', 'sales', 'sales', 'sales']);
  });

  it('refuses a callback in a browser that did not start the sign-in (login CSRF)', async () => {
    const victim = site.newClient();
    const attacker = site.newClient();
    const callback = await signInAtProvider(await startSso(attacker), 'acct-ana');
    const refused = await victim.get(`${callback.pathname}${callback.search}`);
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('Single sign-on did not succeed.');
    expect(await isSignedIn(victim, 'sso-ana')).toBe(false);
  });

  it('refuses a provider account whose username is no staff user, and another subject claiming a linked name', async () => {
    for (const account of ['acct-stranger', 'acct-mallory']) {
      const browser = site.newClient();
      const callback = await signInAtProvider(await startSso(browser), account);
      const answer = await browser.get(`${callback.pathname}${callback.search}`);
      expect({ account, status: answer.status }).toEqual({ account, status: 401 });
      expect(answer.body).toContain('Single sign-on did not succeed.');
      expect(await isSignedIn(browser, 'sso-ana')).toBe(false);
      expect((await browser.get('/staff/leads')).body).toContain('name="password"');
    }
  });
});
