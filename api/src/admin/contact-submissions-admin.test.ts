import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../auth/api-token.guard.js';
import { runCreateUser } from '../auth/create-user-command.js';
import type { ErrorBody } from '../errors/error-body.js';
import { request, startTestServer, type TestServer, waitForDatabase } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import type { ContactSubmissionView, Page } from './contact-submission-list.service.js';

const USERNAME = 'sales-admin';
const PASSWORD = 'correct horse battery staple';
const ROWS = 5;

let env: TestEnvironment;
let server: TestServer;
let output: string[];
/** The header with the API token the CLI printed for USERNAME (first test). */
const auth: Record<string, string> = {};

const OTPAUTH_LINE = /^otpauth:\/\/totp\/Surface%20Harvester%20staff:[^?]+\?secret=[A-Z2-7]+&/;

function runCli(args: string[], env: NodeJS.ProcessEnv, stdin = '') {
  output = [];
  return runCreateUser(args, {
    env,
    readStdin: async () => stdin,
    out: (line) => output.push(line),
    err: (line) => output.push(line),
  });
}

beforeAll(async () => {
  env = await createTestEnvironment('admin');
  server = await startTestServer(env.config());
  // Until the API's database is open, the admin read answers 503 (database-available.guard.ts).
  await waitForDatabase(server);
  // Leads as the worker stores them: one a minute, the newest last; the second one spam (flagged).
  for (let i = 0; i < ROWS; i += 1) {
    await env.query(
      `INSERT INTO contact_submissions (id, work_email, full_name, company, role, message, submitted_at,
         consent_accepted_at, consent_policy_version, verdict)
       VALUES ($1, $2, $3, 'Acme', 'ciso', 'hello', now() - make_interval(mins => $4), now(), '2025-01-01', $5)`,
      [randomUUID(), `person${i}@acme.example`, `Person ${i}`, ROWS - i, i === 1 ? 'spam' : 'ok'],
    );
  }
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('create-user CLI', () => {
  it('creates a user with an argon2id hash from ADMIN_PASSWORD, never storing the password; prints its TOTP URI and an API token', async () => {
    const code = await runCli([USERNAME, '--api-token'], { DATABASE_URL: env.databaseUrl, ADMIN_PASSWORD: PASSWORD });

    expect(code).toBe(0);
    expect(output).toHaveLength(4);
    expect(output[0]).toBe(`created user "${USERNAME}"`);
    expect(output[1]).toMatch(OTPAUTH_LINE);
    expect(output[2]).toBe(`new API token for user "${USERNAME}" (shown once; send it as "Authorization: Bearer <token>"):`);
    expect(output[3]).toMatch(/^sh_staff_[A-Za-z0-9_-]{43}$/);
    auth.authorization = `Bearer ${output[3]}`;
    const [row] = await env.query<{ password: string; totp_secret: string }>('SELECT password, totp_secret FROM users WHERE username = $1', [
      USERNAME,
    ]);
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(PASSWORD);
    // The TOTP secret and the token are stored only encrypted / as a digest.
    const secret = new URL(output[1] ?? '').searchParams.get('secret') ?? '';
    expect(row?.totp_secret).not.toContain(secret);
    const tokens = await env.query<{ token_digest: string }>('SELECT token_digest FROM user_api_tokens');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.token_digest).not.toContain(output[3]);
  });

  it('prints the same TOTP URI again for a user who has one, and a new one with --reset-factor', async () => {
    await runCli([USERNAME, '--api-token'], { DATABASE_URL: env.databaseUrl });
    const [first, second] = [output[0], output.at(-1)];
    await runCli([USERNAME, '--api-token'], { DATABASE_URL: env.databaseUrl });
    expect(output[0]).toBe(first);
    // A second token, not the first again; both are valid.
    expect(output.at(-1)).not.toBe(second);
    await runCli([USERNAME, '--reset-factor'], { DATABASE_URL: env.databaseUrl });
    expect(output[1]).toMatch(OTPAUTH_LINE);
    expect(output[1]).not.toBe(first);
    expect(await runCli(['nobody-here', '--api-token'], { DATABASE_URL: env.databaseUrl })).toBe(2);
    expect(output).toEqual(['invalid input: there is no user "nobody-here": create it with a password first']);
  });

  it('reads the password from standard input and replaces an existing password', async () => {
    const code = await runCli(['other-admin'], { DATABASE_URL: env.databaseUrl }, 'first password 123\n');
    expect(code).toBe(0);
    const again = await runCli(['other-admin'], { DATABASE_URL: env.databaseUrl }, 'second password 456\n');
    expect(again).toBe(0);
    expect(output[0]).toBe('updated the password of user "other-admin"');
    expect(output[1]).toMatch(OTPAUTH_LINE);
    expect(output).toHaveLength(2);
  });

  it('gives roles with --role (admin by default), changes them, records each change in the audit log, and refuses other roles', async () => {
    const roleOf = async (username: string) => (await env.query<{ role: string }>('SELECT role FROM users WHERE username = $1', [username]))[0]?.role;
    expect(await roleOf(USERNAME)).toBe('admin');
    expect(await runCli(['seller', '--role', 'sales'], { DATABASE_URL: env.databaseUrl, ADMIN_PASSWORD: PASSWORD })).toBe(0);
    expect(output[0]).toBe('created user "seller"');
    expect(output[1]).toMatch(OTPAUTH_LINE);
    expect(await roleOf('seller')).toBe('sales');
    // A role change needs no password; the URI still has a line of its own, a token still comes last.
    expect(await runCli(['seller', '--role=admin', '--api-token'], { DATABASE_URL: env.databaseUrl })).toBe(0);
    expect(output[0]).toBe('user "seller" now has the admin role');
    expect(output.filter((line) => OTPAUTH_LINE.test(line))).toHaveLength(1);
    expect(output.at(-1)).toMatch(/^sh_staff_/);
    expect(await roleOf('seller')).toBe('admin');
    // A new password keeps the role.
    expect(await runCli(['seller'], { DATABASE_URL: env.databaseUrl, ADMIN_PASSWORD: `${PASSWORD} again` })).toBe(0);
    expect(await roleOf('seller')).toBe('admin');
    expect(await runCli(['seller', '--role', 'root'], { DATABASE_URL: env.databaseUrl })).toBe(2);
    expect(await runCli(['nobody-here', '--role', 'sales'], { DATABASE_URL: env.databaseUrl })).toBe(2);
    const audit = await env.query<{ action: string; actor: string }>("SELECT action, actor FROM audit_log WHERE subject = 'user:seller' ORDER BY at");
    expect(audit.map((row) => row.action)).toEqual(['user-created', 'role-changed', 'api-token-issued']);
    for (const row of audit) expect(row.actor).toMatch(/^cli:/);
    const resets = await env.query("SELECT 1 FROM audit_log WHERE action = 'second-factor-reset' AND subject = $1", [`user:${USERNAME}`]);
    expect(resets).toHaveLength(1);
  });

  it('refuses a missing username, a missing password and a short password', async () => {
    expect(await runCli([], { DATABASE_URL: env.databaseUrl, ADMIN_PASSWORD: PASSWORD })).toBe(2);
    expect(await runCli(['x'], { DATABASE_URL: env.databaseUrl }, '')).toBe(2);
    expect(await runCli(['x'], { DATABASE_URL: env.databaseUrl, ADMIN_PASSWORD: 'short' })).toBe(2);
    expect(output.join('\n')).not.toContain('short');
  });
});

describe('GET /api/contact-submissions (admin read)', () => {
  it('answers 401 with WWW-Authenticate and the same body without a token, with a wrong token and with the password', async () => {
    const url = server.url(API_PATHS.contactSubmissions);
    const answers = [
      await request<ErrorBody>(url),
      await request<ErrorBody>(url, { headers: { authorization: `${auth.authorization}x` } }),
      await request<ErrorBody>(url, { headers: { authorization: 'Bearer sh_staff_unknown' } }),
      await request<ErrorBody>(url, { headers: { authorization: `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}` } }),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="leads"');
      expect(answer.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTHENTICATION_REQUIRED_MESSAGE });
    }
  });

  it('lists the submissions newest first with the API token the CLI printed', async () => {
    const answer = await request<Page<ContactSubmissionView>>(server.url(API_PATHS.contactSubmissions), { headers: auth });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, pageSize: 50, total: ROWS });
    expect(answer.body.items.map((item) => item.fullName)).toEqual(['Person 4', 'Person 3', 'Person 2', 'Person 1', 'Person 0']);
    expect(answer.body.items[3]).toMatchObject({ flagged: true, notifiedAt: null, role: 'ciso', workEmail: 'person1@acme.example' });
    expect(Date.parse(answer.body.items[0]?.submittedAt ?? '')).toBeGreaterThan(Date.parse(answer.body.items[1]?.submittedAt ?? ''));
  });

  it('paginates with page and pageSize', async () => {
    const url = `${server.url(API_PATHS.contactSubmissions)}?page=2&pageSize=2`;
    const answer = await request<Page<ContactSubmissionView>>(url, { headers: auth });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 2, pageSize: 2, total: ROWS });
    expect(answer.body.items.map((item) => item.fullName)).toEqual(['Person 2', 'Person 1']);

    const last = await request<Page<ContactSubmissionView>>(`${server.url(API_PATHS.contactSubmissions)}?page=3&pageSize=2`, {
      headers: auth,
    });
    expect(last.body.items.map((item) => item.fullName)).toEqual(['Person 0']);
  });

  it('answers 400 to a pageSize above 100 or a page below 1', async () => {
    for (const query of ['pageSize=101', 'page=0', 'page=abc']) {
      const answer = await request<ErrorBody>(`${server.url(API_PATHS.contactSubmissions)}?${query}`, { headers: auth });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Validation failed');
      expect(answer.body.issues?.[0]?.field).toBe(query.split('=')[0]);
    }
  });
});
