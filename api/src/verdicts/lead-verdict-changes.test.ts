import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LEAD_INBOX_PATHS, LEAD_JOB, LEADS_QUEUE } from '@site/contracts';
import { TestAuthenticator, waitFor } from '@site/harness';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { ErrorBody } from '../errors/error-body.js';
import { postJson, request, startTestServer, type TestServer } from '../test-support/http.js';
import { csrfTokenOf, StaffClient } from '../test-support/staff-client.js';
import { createApiToken, createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const USERNAME = 'vera';
const PASSWORD = 'a long enough staff passphrase';
/** The staff API token's header (set once the user exists). */
const AUTH = { authorization: '' };

let env: TestEnvironment;
let server: TestServer;
let queue: Queue;
let staff: StaffClient;
const authenticator = new TestAuthenticator();

/** A contact submission as the worker stores it, with the verdict the API gave it; its id. */
async function contact(company: string, verdict: 'ok' | 'unverified' | 'spam', signals: string[]): Promise<string> {
  const id = randomUUID();
  await env.query(
    `INSERT INTO contact_submissions (id, work_email, full_name, company, role, submitted_at, consent_accepted_at,
       consent_policy_version, verdict, verdict_signals)
     VALUES ($1, 'jane@acme.example', 'Jane Doe', $2, 'ciso', now(), now(), '2025-01-01', $3, $4)`,
    [id, company, verdict, signals],
  );
  return id;
}

async function rowOf(id: string) {
  const [row] = await env.query<{
    verdict: string;
    verdict_signals: string[];
    flagged: boolean;
    verdict_changed_at: Date | null;
    verdict_changed_by: string | null;
  }>('SELECT verdict, verdict_signals, flagged, verdict_changed_at, verdict_changed_by FROM contact_submissions WHERE id = $1', [id]);
  return row;
}

/** The release jobs of a lead in Redis (no worker runs here: they wait). */
async function releaseJobsOf(id: string) {
  const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized']);
  return jobs.filter((job) => job.name === LEAD_JOB.release && (job.data as { leadId: string }).leadId === id);
}

function setVerdict(id: string, body: unknown, headers: Record<string, string> = AUTH) {
  return postJson<{ kind: string; id: string; verdict: string; changed: boolean } & ErrorBody>(
    server.url(LEAD_INBOX_PATHS.verdict('contact-submission', id)),
    body,
    headers,
  );
}

beforeAll(async () => {
  env = await createTestEnvironment('lead_verdict_changes');
  authenticator.learn(USERNAME, await createStaffUser(env, USERNAME, PASSWORD));
  AUTH.authorization = `Bearer ${await createApiToken(env, USERNAME)}`;
  const config = env.config();
  server = await startTestServer(config);
  const database = server.app.get(DataSource);
  await waitFor(() => database.isInitialized, "the API's database connection", 60_000);
  queue = new Queue(LEADS_QUEUE, { connection: { url: config.redisUrl }, prefix: env.queuePrefix });
  staff = new StaffClient((path) => server.url(path), '198.51.100.31', authenticator);
  expect((await staff.signIn(USERNAME, PASSWORD)).status).toBe(303);
}, 60_000);

afterAll(async () => {
  await queue?.close();
  await server?.close();
  await env?.cleanup();
});

describe('POST /api/leads/:kind/:id/verdict', () => {
  it('marks an unverified lead OK: the row changes, its signals stay, and exactly one release job is added, however often', async () => {
    const id = await contact('Unverified Co', 'unverified', ['proof-of-work-missing']);

    const first = await setVerdict(id, { verdict: 'ok' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ kind: 'contact-submission', id, verdict: 'ok', changed: true });
    expect(await rowOf(id)).toMatchObject({
      verdict: 'ok',
      verdict_signals: ['proof-of-work-missing'],
      flagged: false,
      verdict_changed_at: expect.any(Date),
      verdict_changed_by: USERNAME,
    });
    const jobs = await releaseJobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ leadId: id, kind: 'contact-submission', by: USERNAME });

    const again = await setVerdict(id, { verdict: 'ok' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ verdict: 'ok', changed: false });
    expect(await releaseJobsOf(id)).toHaveLength(1);
  });

  it('marks a spam lead OK (released once) and an OK lead spam (nothing queued)', async () => {
    const spam = await contact('Spam Co', 'spam', ['honeypot']);
    expect((await setVerdict(spam, { verdict: 'ok' })).body).toMatchObject({ verdict: 'ok', changed: true });
    expect(await rowOf(spam)).toMatchObject({ verdict: 'ok', flagged: false, verdict_signals: ['honeypot'] });
    expect(await releaseJobsOf(spam)).toHaveLength(1);

    const ok = await contact('Fine Co', 'ok', []);
    expect((await setVerdict(ok, { verdict: 'spam' })).body).toMatchObject({ verdict: 'spam', changed: true });
    expect(await rowOf(ok)).toMatchObject({ verdict: 'spam', flagged: true, verdict_changed_by: USERNAME });
    expect(await releaseJobsOf(ok)).toHaveLength(0);

    // Each change is an administrative action in the append-only audit log: who, which lead, nothing of its data.
    const audit = await env.query<{ actor: string; subject: string }>(
      "SELECT actor, subject FROM audit_log WHERE action = 'lead-verdict-changed' AND subject = ANY($1) ORDER BY at",
      [[`lead:contact-submission/${spam}`, `lead:contact-submission/${ok}`]],
    );
    expect(audit).toEqual([
      { actor: USERNAME, subject: `lead:contact-submission/${spam}` },
      { actor: USERNAME, subject: `lead:contact-submission/${ok}` },
    ]);
  });

  it('answers 400 JSON to a body that is not { verdict: ok | spam }, 404 to an unknown lead, 401 without staff', async () => {
    const id = await contact('Bad Input Co', 'unverified', ['disposable-email']);
    for (const body of [{ verdict: 'unverified' }, {}, { verdict: 'ok', extra: true }, ['ok']]) {
      const answer = await setVerdict(id, body);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    }
    expect((await rowOf(id))?.verdict).toBe('unverified');

    for (const path of [
      LEAD_INBOX_PATHS.verdict('contact-submission', randomUUID()),
      LEAD_INBOX_PATHS.verdict('demo-request', id),
      LEAD_INBOX_PATHS.verdict('contact-submission', 'not-a-uuid'),
      `/api/leads/nonsense/${id}/verdict`,
    ]) {
      const answer = await postJson<ErrorBody>(server.url(path), { verdict: 'ok' }, AUTH);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).toMatchObject({ statusCode: 404, message: 'No such lead.' });
    }

    expect((await setVerdict(id, { verdict: 'ok' }, {})).status).toBe(401);
    expect(await releaseJobsOf(id)).toHaveLength(0);
  });
});

describe('the verdict in GET /api/leads and the CSV', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.ok = await contact('Filter Ok Co', 'ok', []);
    ids.unverified = await contact('Filter Unverified Co', 'unverified', ['proof-of-work-missing', 'filled-too-fast']);
    ids.spam = await contact('Filter Spam Co', 'spam', ['name-is-url']);
  });

  async function listed(query: string) {
    const answer = await request<{ items: Array<{ id: string; verdict: string; verdictSignals: string[] }> }>(
      server.url(`${LEAD_INBOX_PATHS.list}?q=filter&${query}`),
      { headers: AUTH },
    );
    expect(answer.status).toBe(200);
    return answer.body.items;
  }

  it('lists every lead but spam by default, and the leads of one verdict with verdict=…, each with its verdict and signals', async () => {
    expect((await listed('')).map((item) => item.id).sort()).toEqual([ids.ok, ids.unverified].sort());
    expect(await listed('verdict=spam')).toEqual([expect.objectContaining({ id: ids.spam, verdict: 'spam', verdictSignals: ['name-is-url'] })]);
    expect(await listed('verdict=unverified')).toEqual([
      expect.objectContaining({ id: ids.unverified, verdict: 'unverified', verdictSignals: ['proof-of-work-missing', 'filled-too-fast'] }),
    ]);
    expect((await listed('verdict=ok')).map((item) => item.id)).toEqual([ids.ok]);
  });

  it('answers 400 JSON to an unknown verdict', async () => {
    for (const path of [LEAD_INBOX_PATHS.list, LEAD_INBOX_PATHS.csv]) {
      const answer = await request<ErrorBody>(server.url(`${path}?verdict=maybe`), { headers: AUTH });
      expect(answer.status).toBe(400);
      expect(answer.body.issues).toContainEqual({ field: 'verdict', message: 'verdict must be one of ok, unverified, spam.' });
    }
  });

  it('exports the verdict and its signals as CSV columns, with the same filter', async () => {
    const csv = await request<string>(server.url(`${LEAD_INBOX_PATHS.csv}?q=filter`), { headers: AUTH });
    const [header, ...records] = csv.body.trim().split('\r\n');
    const columns = header?.split(',') ?? [];
    const verdictAt = columns.indexOf('Verdict');
    expect(verdictAt).toBeGreaterThan(-1);
    expect(columns[verdictAt + 1]).toBe('Verdict signals');
    const unverified = records.find((record) => record.includes(ids.unverified ?? ''))?.split(',') ?? [];
    expect(unverified[verdictAt]).toBe('unverified');
    expect(unverified[verdictAt + 1]).toBe('proof-of-work-missing filled-too-fast');
    expect(records.some((record) => record.includes(ids.spam ?? ''))).toBe(false);

    const spam = await request<string>(server.url(`${LEAD_INBOX_PATHS.csv}?q=filter&verdict=spam`), { headers: AUTH });
    const spamRecords = spam.body.trim().split('\r\n').slice(1);
    expect(spamRecords).toHaveLength(1);
    expect(spamRecords[0]?.split(',')[verdictAt]).toBe('spam');
  });
});

describe('the verdict on the staff pages', () => {
  /** The rows of the inbox table's body. */
  const rows = (html: string) => (/<tbody[^>]*>([\s\S]*)<\/tbody>/.exec(html)?.[1] ?? '').split('</tr>').filter((row) => row.includes('<tr'));
  const button = (label: string) => new RegExp(`<button type="submit"[^>]*>${label}</button>`);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.ok = await contact('Page Ok Co', 'ok', []);
    ids.unverified = await contact('Page Unverified Co', 'unverified', ['proof-of-work-missing', 'disposable-email']);
    ids.spam = await contact('Page Spam Co', 'spam', ['honeypot', 'link-stuffed']);
  });

  it('filters the inbox by verdict (the inbox: not spam) and shows each lead’s verdict', async () => {
    const inbox = await staff.get('/staff/leads?q=page');
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatch(/<select[^>]*name="verdict"/);
    for (const label of ['Inbox (not spam)', 'Unverified', 'Spam']) expect(inbox.body).toContain(`>${label}</option>`);
    const listed = rows(inbox.body);
    expect(listed).toHaveLength(2);
    expect(listed.find((row) => row.includes('Page Unverified Co'))).toContain('>Unverified</span>');
    expect(listed.find((row) => row.includes('Page Ok Co'))).toContain('>OK</span>');

    const spam = await staff.get('/staff/leads?q=page&verdict=spam');
    expect(rows(spam.body)).toHaveLength(1);
    expect(rows(spam.body)[0]).toContain('Page Spam Co');
    expect(spam.body).toMatch(/<option value="spam" selected="">Spam<\/option>/);
    expect(spam.body).toContain('href="/api/leads.csv?verdict=spam&amp;q=page"');
    expect(rows((await staff.get('/staff/leads?q=page&verdict=unverified')).body)).toHaveLength(1);
    expect((await staff.get('/staff/leads?verdict=maybe')).status).toBe(400);
  });

  it('shows the signals and the buttons each verdict allows', async () => {
    const unverified = await staff.get(`/staff/leads/contact-submission/${ids.unverified}`);
    expect(unverified.body).toContain('No proof of work (sent without JavaScript, or by a script)');
    expect(unverified.body).toContain('The address is at a disposable-email provider');
    expect(unverified.body).toMatch(button('Not spam'));
    expect(unverified.body).toMatch(button('Mark as spam'));

    const spam = await staff.get(`/staff/leads/contact-submission/${ids.spam}`);
    expect(spam.body).toContain('The hidden field was filled (a bot)');
    expect(spam.body).toMatch(button('Not spam'));
    expect(spam.body).not.toMatch(button('Mark as spam'));

    const ok = await staff.get(`/staff/leads/contact-submission/${ids.ok}`);
    expect(ok.body).not.toMatch(button('Not spam'));
    expect(ok.body).toMatch(button('Mark as spam'));
  });

  it('changes the verdict with the form (CSRF-checked) and comes back to the lead with a notice', async () => {
    const path = `/staff/leads/contact-submission/${ids.spam}`;
    const token = csrfTokenOf((await staff.get(path)).body);
    expect((await staff.post(`${path}/verdict`, { verdict: 'ok' })).status).toBe(403);
    expect((await rowOf(ids.spam ?? ''))?.verdict).toBe('spam');

    const released = await staff.post(`${path}/verdict`, { _csrf: token, verdict: 'ok' });
    expect(released.status).toBe(303);
    expect(released.headers.get('location')).toBe(`${path}?notice=marked-ok`);
    expect(await rowOf(ids.spam ?? '')).toMatchObject({ verdict: 'ok', verdict_changed_by: USERNAME });
    expect(await releaseJobsOf(ids.spam ?? '')).toHaveLength(1);
    const page = await staff.get(`${path}?notice=marked-ok`);
    expect(page.body).toContain('Marked as not spam.');
    expect(page.body).toContain(`Set to OK by <strong>${USERNAME}</strong>`);
    expect(page.body).toMatch(button('Mark as spam'));

    const marked = await staff.post(`${path}/verdict`, { _csrf: csrfTokenOf(page.body), verdict: 'spam' });
    expect(marked.headers.get('location')).toBe(`${path}?notice=marked-spam`);
    expect((await rowOf(ids.spam ?? ''))?.verdict).toBe('spam');
    expect(await releaseJobsOf(ids.spam ?? '')).toHaveLength(1);

    const unchanged = await staff.post(`${path}/verdict`, { _csrf: csrfTokenOf(page.body), verdict: 'spam' });
    expect(unchanged.headers.get('location')).toBe(`${path}?notice=verdict-unchanged`);
    expect((await staff.post(`${path}/verdict`, { _csrf: csrfTokenOf(page.body), verdict: 'maybe' })).status).toBe(400);
    expect(
      (await staff.post(`/staff/leads/contact-submission/${randomUUID()}/verdict`, { _csrf: csrfTokenOf(page.body), verdict: 'ok' })).status,
    ).toBe(404);
  });
});
