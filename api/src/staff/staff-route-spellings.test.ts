import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestAuthenticator, waitFor } from '@site/harness';
import { DataSource } from 'typeorm';
import { startTestServer, type TestServer } from '../test-support/http.js';
import { type RawHttpAnswer, sendRawHttp } from '../test-support/raw-http.js';
import { StaffClient } from '../test-support/staff-client.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { STAFF_PAGE_CSP } from './staff-headers.js';

/**
 * Fastify's router decodes a path before it picks a route (`/%73taff/leads` is `/staff/leads`), so whatever protects
 * a staff route must be decided on the route that was picked, not on the raw request line: sent byte for byte to the
 * API's own port (as an Ingress would pass them on), every spelling of a staff route either reaches no route (404)
 * or gets the protection of the plain spelling.
 */

const USERNAME = 'spelling-checker';
const PASSWORD = 'a long enough staff passphrase';
const FOREIGN_ORIGIN = 'https://evil.example';

let env: TestEnvironment;
let server: TestServer;
let port: number;
let member: StaffClient;
let leadId: string;

/** Other spellings of `path` (which starts with `/staff/`): percent-encoded letters, case, separators, dot segments. */
function spellings(path: string): string[] {
  const rest = path.slice('/staff/'.length);
  const encodedFirst = `%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`;
  return [
    `/%73taff/${rest}`,
    `/%73%74%61%66%66/${rest}`,
    `/staff/${encodedFirst}`,
    `/%73taff/${encodedFirst}`,
    `/%53taff/${rest}`,
    `/STAFF/${rest}`,
    `//staff/${rest}`,
    `/staff//${rest}`,
    `/staff/./${rest}`,
    `/x/../staff/${rest}`,
    `/staff/%2e/${rest}`,
    `/staff%2F${rest}`,
    `/staff%2f${rest}`,
  ];
}

function cookieHeader(client: StaffClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

function raw(method: string, path: string, headers: Record<string, string>, body = ''): Promise<RawHttpAnswer> {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (method === 'POST') lines.push('Content-Type: application/x-www-form-urlencoded', `Content-Length: ${Buffer.byteLength(body)}`);
  return sendRawHttp(port, `${lines.join('\r\n')}\r\n\r\n${body}`);
}

beforeAll(async () => {
  env = await createTestEnvironment('staff_route_spellings');
  const authenticator = new TestAuthenticator();
  authenticator.learn(USERNAME, await createStaffUser(env, USERNAME, PASSWORD));
  leadId = randomUUID();
  await env.query(
    `INSERT INTO contact_submissions (id, work_email, full_name, company, role, message, submitted_at, consent_accepted_at,
       consent_policy_version)
     VALUES ($1, 'jane@acme.example', 'Jane Doe', 'Spelling Ltd', 'ciso', 'hello', now(), now(), '2025-01-01')`,
    [leadId],
  );
  server = await startTestServer(env.config());
  port = Number(new URL(server.url('/')).port);
  const database = server.app.get(DataSource);
  await waitFor(() => database.isInitialized, "the API's database connection", 60_000);
  member = new StaffClient((path) => server.url(path), '198.51.100.77', authenticator);
  expect((await member.signIn(USERNAME, PASSWORD)).status).toBe(303);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('staff routes decide on the routed path, whatever the spelling (raw requests to the API port)', () => {
  it('serves the inbox under every routed spelling with no-store, X-Robots-Tag and the staff CSP', async () => {
    const routed: string[] = [];
    for (const path of spellings('/staff/leads')) {
      const answer = await raw('GET', path, { Cookie: cookieHeader(member) });
      if (answer.status === 404) continue;
      routed.push(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect({ path, cacheControl: answer.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
      expect({ path, robots: answer.headers['x-robots-tag'] }).toEqual({ path, robots: 'noindex, nofollow' });
      expect({ path, csp: answer.headers['content-security-policy'] }).toEqual({ path, csp: STAFF_PAGE_CSP });
      expect({ path, referrer: answer.headers['referrer-policy'] }).toEqual({ path, referrer: 'no-referrer' });
    }
    // The router does decode these: the test would prove nothing if none were routed.
    expect(routed).toEqual(expect.arrayContaining(['/%73taff/leads', '/%73%74%61%66%66/leads', '/staff/%6ceads']));
  });

  it('refuses a sign-out without a token from a foreign origin under every spelling: the member stays signed in', async () => {
    const routed: string[] = [];
    for (const path of spellings('/staff/sign-out')) {
      const answer = await raw('POST', path, { Cookie: cookieHeader(member), Origin: FOREIGN_ORIGIN });
      if (answer.status === 404) continue;
      routed.push(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(answer.body).toContain('This form has expired');
      expect({ path, csp: answer.headers['content-security-policy'] }).toEqual({ path, csp: STAFF_PAGE_CSP });
    }
    expect(routed).toContain('/%73taff/sign-out');
    expect((await member.get('/staff/leads')).body).toContain(`Signed in as ${USERNAME}`);
  });

  it('refuses a claim without a token under every spelling: the lead stays unclaimed', async () => {
    const routed: string[] = [];
    for (const path of spellings(`/staff/leads/contact-submission/${leadId}/claim`)) {
      const answer = await raw('POST', path, { Cookie: cookieHeader(member), Origin: FOREIGN_ORIGIN });
      if (answer.status === 404) continue;
      routed.push(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
    expect(routed).toContain(`/%73taff/leads/contact-submission/${leadId}/claim`);
    expect(await env.query('SELECT claimed_by FROM contact_submissions WHERE id = $1', [leadId])).toEqual([{ claimed_by: null }]);
  });

  it('refuses a sign-in without a token under every spelling', async () => {
    for (const path of spellings('/staff/sign-in')) {
      const answer = await raw('POST', path, { Origin: FOREIGN_ORIGIN }, new URLSearchParams({ username: USERNAME, password: PASSWORD }).toString());
      if (answer.status === 404) continue;
      expect({ path, status: answer.status, cookie: answer.headers['set-cookie'] }).toEqual({ path, status: 403, cookie: undefined });
    }
  });
});
