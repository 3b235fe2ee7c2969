import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestAuthenticator, waitFor } from '@site/harness';
import { DataSource } from 'typeorm';
import { startTestServer, type TestServer } from '../test-support/http.js';
import { csrfTokenOf, StaffClient } from '../test-support/staff-client.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const PASSWORD = 'a long enough staff passphrase';
const HOUR = 3_600_000;

let env: TestEnvironment;
let server: TestServer;
/** The staff members' authenticator app. */
const authenticator = new TestAuthenticator();
let ana: StaffClient;
let bob: StaffClient;
const leads: Record<string, string> = {};

/** A contact submission as the worker stores it (emailed a minute after it arrived), received `agoMs` ago. */
async function contact(company: string, agoMs: number, message = 'Line one\nLine <two>'): Promise<string> {
  const id = randomUUID();
  await env.query(
    `INSERT INTO contact_submissions (id, work_email, full_name, company, role, message, submitted_at, consent_accepted_at,
       consent_policy_version, inquiry_type, notified_at, notification_message_id, landing_page, utm_source)
     VALUES ($1, 'jane@acme.example', 'Jane Doe', $2, 'ciso', $3, now() - make_interval(secs => $4), now(), '2025-01-01', 'proposal',
       now() - make_interval(secs => $4 - 60), $5, '/pricing', 'newsletter')`,
    [id, company, message, agoMs / 1000, `<m-${id}@leads.example>`],
  );
  return id;
}

beforeAll(async () => {
  env = await createTestEnvironment('staff_inbox');
  authenticator.learn('ana', await createStaffUser(env, 'ana', PASSWORD));
  authenticator.learn('bob', await createStaffUser(env, 'bob', PASSWORD));
  leads.fresh = await contact('Fresh <Start> Ltd', 3 * HOUR);
  leads.late = await contact('Late Answer GmbH', 29 * HOUR);
  // One page holds 50: these make a second page.
  await env.query(
    `INSERT INTO demo_requests (id, work_email, full_name, company, role, requested_at, consent_accepted_at, consent_policy_version)
     SELECT gen_random_uuid(), 'bulk' || n || '@example.com', 'Bulk ' || n, 'Bulk Co ' || n, 'cto', now() - interval '2 days' - make_interval(secs => n), now(), '2025-01-01'
       FROM generate_series(1, 55) AS n`,
  );
  server = await startTestServer(env.config());
  const database = server.app.get(DataSource);
  await waitFor(() => database.isInitialized, "the API's database connection", 60_000);
  ana = new StaffClient((path) => server.url(path), '198.51.100.21', authenticator);
  bob = new StaffClient((path) => server.url(path), '198.51.100.22', authenticator);
  expect((await ana.signIn('ana', PASSWORD)).status).toBe(303);
  expect((await bob.signIn('bob', PASSWORD)).status).toBe(303);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

/** The rows of the inbox table's body. */
function rows(html: string): string[] {
  const body = /<tbody[^>]*>([\s\S]*)<\/tbody>/.exec(html)?.[1] ?? '';
  return body.split('</tr>').filter((row) => row.includes('<tr'));
}

describe('staff inbox pages (real PostgreSQL and Redis)', () => {
  it('lists leads newest first with the promise, the claim, the email and the source', async () => {
    const page = await ana.get('/staff/leads');
    expect(page.status).toBe(200);
    const all = rows(page.body);
    expect(all).toHaveLength(50);
    expect(all[0]).toContain('Fresh &lt;Start&gt; Ltd');
    expect(all[0]).toMatch(/20 h left|21 h left/);
    expect(all[0]).toContain('Unclaimed');
    expect(all[0]).toContain('Emailed ');
    expect(all[0]).toContain('Campaign: newsletter');
    expect(all[1]).toContain('Late Answer GmbH');
    expect(all[1]).toMatch(/[45] h overdue/);
    expect(page.body).toContain('<caption class="sr-only">Leads, newest first</caption>');
    expect(page.body).toContain('<a class="inline-flex h-10');
    expect(page.body).toMatch(/href="\/api\/leads\.csv"/);
  });

  it('pages on with the keyset cursor, keeping the filters', async () => {
    const first = await ana.get('/staff/leads?kind=demo-request');
    const next = /href="(\/staff\/leads\?kind=demo-request&amp;cursor=[^"]+)"/.exec(first.body)?.[1];
    expect(next).toBeDefined();
    const second = await ana.get(next!.replace(/&amp;/g, '&'));
    expect(rows(second.body)).toHaveLength(5);
    expect(second.body).not.toContain('>Next page<');
  });

  it('filters by text, unclaimed and age, and links the CSV export of the same filters', async () => {
    const found = await ana.get('/staff/leads?q=late+answer&unclaimed=true&overdue=24h&kind=contact-submission');
    expect(rows(found.body)).toHaveLength(1);
    expect(found.body).toContain('Late Answer GmbH');
    expect(found.body).toContain('href="/api/leads.csv?kind=contact-submission&amp;unclaimed=true&amp;overdue=24h&amp;q=late+answer"');
    // The form shows the filters again.
    expect(found.body).toMatch(/<input[^>]*name="q"[^>]*value="late answer"/);
    expect(found.body).toMatch(/<input[^>]*name="unclaimed"[^>]*checked=""/);
  });

  it('answers a bad filter with 400 and says why, without leads', async () => {
    const page = await ana.get('/staff/leads?kind=spam&from=yesterday');
    expect(page.status).toBe(400);
    expect(page.body).toContain('kind must be one or more of');
    expect(rows(page.body)).toHaveLength(0);
  });

  it('downloads the CSV with the staff session (and refuses it without one)', async () => {
    const csv = await ana.get('/api/leads.csv?q=fresh');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Fresh <Start> Ltd');
    expect(csv.body).not.toContain('Late Answer GmbH');
    const stranger = new StaffClient((path) => server.url(path), '198.51.100.23');
    expect((await stranger.get('/api/leads.csv')).status).toBe(401);
    const json = await ana.get('/api/leads?q=fresh');
    expect(json.status).toBe(200);
  });

  it('shows one lead with its fields, message, email record and history', async () => {
    const page = await ana.get(`/staff/leads/contact-submission/${leads.fresh}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Contact submission: Fresh &lt;Start&gt; Ltd');
    expect(page.body).toContain('Line one\nLine &lt;two&gt;');
    expect(page.body).toContain(`&lt;m-${leads.fresh}@leads.example&gt;`);
    expect(page.body).toContain('Emailed to sales');
    expect(page.body).toContain('/pricing');
    expect(page.body).toMatch(/<button type="submit"[^>]*>Claim<\/button>/);
    for (const path of [
      `/staff/leads/contact-submission/${randomUUID()}`,
      `/staff/leads/nonsense/${leads.fresh}`,
      '/staff/leads/contact-submission/not-a-uuid',
    ]) {
      expect((await ana.get(path)).status).toBe(404);
    }
  });

  it('claims a lead for the signed-in member, first claim wins, and the inbox row shows it', async () => {
    const path = `/staff/leads/contact-submission/${leads.late}`;
    const anaToken = csrfTokenOf((await ana.get(path)).body);
    const bobToken = csrfTokenOf((await bob.get(path)).body);
    // Without the form's token: refused, nothing claimed.
    expect((await ana.post(`${path}/claim`, {})).status).toBe(403);
    expect((await ana.post(`${path}/claim`, { _csrf: bobToken })).status).toBe(403);

    const claimed = await ana.post(`${path}/claim`, { _csrf: anaToken });
    expect(claimed.status).toBe(303);
    expect(claimed.headers.get('location')).toBe(path);
    const [row] = await env.query<{ claimed_by: string }>('SELECT claimed_by FROM contact_submissions WHERE id = $1', [leads.late]);
    expect(row!.claimed_by).toBe('ana');
    expect((await ana.get(path)).body).toMatch(/Claimed by <strong>ana<\/strong> at /);

    const second = await bob.post(`${path}/claim`, { _csrf: bobToken });
    expect(second.status).toBe(409);
    expect(second.body).toContain('Already claimed: ana took this lead at');
    const inbox = await bob.get('/staff/leads?q=late+answer');
    expect(rows(inbox.body)[0]).toMatch(/ana, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });

  it('asks a member signed out meanwhile to sign in again before claiming, then back to the lead page', async () => {
    const path = `/staff/leads/contact-submission/${leads.fresh}`;
    const earlier = new StaffClient((p) => server.url(p), '198.51.100.24', authenticator);
    await earlier.signIn('ana', PASSWORD);
    const token = csrfTokenOf((await earlier.get(path)).body);
    const stale = new Map(earlier.cookies);
    await earlier.signOut();
    const replay = new StaffClient((p) => server.url(p), '198.51.100.25');
    for (const [name, value] of stale) replay.cookies.set(name, value);
    const answer = await replay.post(`${path}/claim`, { _csrf: token });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`name="returnTo" value="${path}"`);
    const [row] = await env.query<{ claimed_at: Date | null }>('SELECT claimed_at FROM contact_submissions WHERE id = $1', [leads.fresh]);
    expect(row!.claimed_at).toBeNull();
  });
});
