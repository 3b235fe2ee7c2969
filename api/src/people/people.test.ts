import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiConfig } from '@site/config';
import { API_PATHS, LEAD_JOB, LEADS_QUEUE, type LeadKind } from '@site/contracts';
import { SmtpTestServer, TestAuthenticator, waitFor } from '@site/harness';
import type { WorkerProcess } from '@site/worker/test-support';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { ErrorBody } from '../errors/error-body.js';
import { request, startTestServer, type TestServer, waitForDatabase } from '../test-support/http.js';
import { startLeadWorker } from '../test-support/lead-worker.js';
import { leadRowsOf, postLeadAs } from '../test-support/person-leads.js';
import { csrfTokenOf, StaffClient } from '../test-support/staff-client.js';
import { createApiToken, createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { runPeopleCommand } from './people-command.js';

const USERNAME = 'privacy-officer';
const PASSWORD = 'privacy officer password 1234';
/** The staff API token's header (set once the user exists). */
const AUTH = { authorization: '' };
/** A staff member with the sales role, and their token's header. */
const SELLER = 'seller';
const SELLER_AUTH = { authorization: '' };
const authenticator = new TestAuthenticator();
const SALES = 'sales@surface-harvester.test';
/** The person erased through the API: stored in three spellings of one address. */
const PERSON = 'erase.me@acme-privacy.com';
/** Someone else at the same company: kept. */
const KEEPER = 'keep.me@acme-privacy.com';

interface PersonAnswer {
  email: string;
  leads: Array<{ kind: LeadKind; id: string; workEmail: string; history: Array<{ event: string }>; email: { acknowledgement: string | null } }>;
  queueJobs: Array<{ id: string; name: string; state: string }>;
}
interface ErasureAnswer {
  email: string;
  erased: Record<LeadKind, number> & { removedJobs: number; jobsHeldByWorker: number; removedEvents: number };
}

let env: TestEnvironment;
let server: TestServer;
let worker: WorkerProcess;
let queue: Queue;
let queueConnection: Redis;
let redis: Redis;
const smtp = new SmtpTestServer();
let clients = 0;

const postLead = (path: string, body: Record<string, string>) => postLeadAs(server, `198.51.100.${++clients}`, path, body);

/** Waits until every job due now is finished (the leads stored, mailed and acknowledged; the follow-ups are hours away). */
async function queueSettled(): Promise<void> {
  await waitFor(async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    return Object.values(counts).every((count) => count === 0);
  }, 'the queue to settle');
}

/** Every value held under the test's queue prefix in Redis (hashes, streams, lists, sets, strings), as one text. */
async function everythingInRedis(): Promise<string> {
  const texts: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.queuePrefix}:*`, 'COUNT', 500);
    for (const key of keys) {
      const type = await redis.type(key);
      texts.push(key);
      if (type === 'hash') texts.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'stream') texts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      else if (type === 'list') texts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
      else if (type === 'zset') texts.push(JSON.stringify(await redis.zrange(key, 0, -1)));
      else if (type === 'set') texts.push(JSON.stringify(await redis.smembers(key)));
      else if (type === 'string') texts.push(String(await redis.get(key)));
    }
    cursor = next;
  } while (cursor !== '0');
  return texts.join('\n').toLowerCase();
}

const rowsOf = (address: string) => leadRowsOf(env, address);

const personLeads: string[] = [];

beforeAll(async () => {
  env = await createTestEnvironment('people');
  authenticator.learn(USERNAME, await createStaffUser(env, USERNAME, PASSWORD));
  AUTH.authorization = `Bearer ${await createApiToken(env, USERNAME)}`;
  authenticator.learn(SELLER, await createStaffUser(env, SELLER, PASSWORD, ['--role', 'sales']));
  SELLER_AUTH.authorization = `Bearer ${await createApiToken(env, SELLER)}`;
  await smtp.start();
  worker = await startLeadWorker(env, smtp.url, SALES);
  server = await startTestServer(env.config());
  await waitForDatabase(server);
  const { redisUrl } = apiConfig(process.env);
  queueConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(LEADS_QUEUE, { connection: queueConnection, prefix: env.queuePrefix });
  redis = new Redis(redisUrl);

  const person = { fullName: 'Erin Rase', company: 'Acme Privacy', role: 'ciso' };
  personLeads.push(
    await postLead(API_PATHS.contactSubmissions, { ...person, workEmail: 'Erase.Me@Acme-Privacy.com', message: 'Please call me back.' }),
    await postLead(API_PATHS.demoRequests, { ...person, workEmail: 'erase.me@acme-privacy.com' }),
    await postLead(API_PATHS.evidencePackRequests, { workEmail: 'ERASE.ME@ACME-PRIVACY.COM', purpose: 'Board review' }),
  );
  await postLead(API_PATHS.demoRequests, { fullName: 'Kim Keep', company: 'Acme Privacy', role: 'cto', workEmail: KEEPER });
  await queueSettled();
  // A dead letter that holds the address but names no stored lead: a malformed job the worker fails at once.
  await queue.add(
    LEAD_JOB.process,
    { kind: 'demo-request', id: 'not-a-lead-id', data: { workEmail: 'Erase.Me@acme-privacy.com' } },
    { jobId: 'malformed-person-job' },
  );
  await waitFor(async () => (await queue.getJobState('malformed-person-job')) === 'failed', 'the malformed job to fail');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await worker?.dispose();
  await queue?.close();
  // A connection handed to BullMQ stays its owner's to close.
  queueConnection?.disconnect();
  redis?.disconnect();
  await smtp.stop();
  await env?.cleanup();
});

describe('roles', () => {
  it('refuses the data-subject API to sales staff with 403 JSON, whatever the method', async () => {
    for (const method of ['GET', 'DELETE', 'PATCH']) {
      const answer = await request<ErrorBody>(server.url(`/api/people/${PERSON}`), {
        method,
        ...(method === 'PATCH'
          ? { headers: { ...SELLER_AUTH, 'content-type': 'application/json' }, body: JSON.stringify({ company: 'Sold Out' }) }
          : { headers: SELLER_AUTH }),
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ statusCode: 403, message: expect.stringContaining('admin role') });
    }
    // The lead inbox stays theirs.
    expect((await request(server.url('/api/leads'), { headers: SELLER_AUTH })).status).toBe(200);
    expect(await rowsOf(PERSON)).toBe(3);
  });

  it('shows sales staff a 403 page for People and no People link, and admins the link', async () => {
    const seller = new StaffClient(server.url, '203.0.113.20', authenticator);
    expect((await seller.signIn(SELLER, PASSWORD)).status).toBe(303);
    const inbox = await seller.get('/staff/leads');
    expect(inbox.status).toBe(200);
    expect(inbox.body).not.toContain('href="/staff/people"');
    const people = await seller.get(`/staff/people?email=${encodeURIComponent(PERSON)}`);
    expect(people.status).toBe(403);
    expect(people.body).toContain('Admins only');
    expect(people.body).not.toContain('erase.me');
    const erase = await seller.post('/staff/people/erase', { _csrf: csrfTokenOf(inbox.body), email: PERSON, confirm: PERSON });
    expect(erase.status).toBe(403);
    expect(await rowsOf(PERSON)).toBe(3);

    const admin = new StaffClient(server.url, '203.0.113.21', authenticator);
    expect((await admin.signIn(USERNAME, PASSWORD)).status).toBe(303);
    expect((await admin.get('/staff/leads')).body).toContain('href="/staff/people"');
  });

  it('records the users created and the tokens issued in the audit log', async () => {
    const rows = await env.query<{ action: string; subject: string; actor: string }>(
      "SELECT action, subject, actor FROM audit_log WHERE subject LIKE 'user:%' ORDER BY at",
    );
    expect(rows.map((row) => [row.action, row.subject])).toEqual([
      ['user-created', `user:${USERNAME}`],
      ['api-token-issued', `user:${USERNAME}`],
      ['user-created', `user:${SELLER}`],
      ['api-token-issued', `user:${SELLER}`],
    ]);
    for (const row of rows) expect(row.actor).toMatch(/^cli:/);
  });
});

describe('PATCH /api/people/:email', () => {
  const patch = (email: string, body: unknown) =>
    request<ErrorBody & { corrected?: Record<string, number> }>(server.url(`/api/people/${encodeURIComponent(email)}`), {
      method: 'PATCH',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 400 naming the field for input the lead forms refuse, and 404 when nothing is stored', async () => {
    const personal = await patch(PERSON, { workEmail: 'erin@gmail.com' });
    expect(personal.status).toBe(400);
    expect(personal.body.issues).toEqual([{ field: 'workEmail', message: 'Please use a business email address.' }]);
    const unknownRole = await patch(PERSON, { role: 'ceo', fullName: '' });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.issues?.map((issue) => issue.field).sort()).toEqual(['fullName', 'role']);
    expect((await patch(PERSON, { shoeSize: 'large' })).status).toBe(400);
    expect((await patch(PERSON, {})).status).toBe(400);
    const nobody = await patch('nobody@acme-privacy.com', { company: 'Acme' });
    expect(nobody.status).toBe(404);
    expect(nobody.body).toMatchObject({ statusCode: 404 });
  });

  it('corrects every lead of the address, whatever its case, and records counts only', async () => {
    const answer = await patch('ERASE.ME@acme-privacy.com', { company: 'Acme Privacy Ltd', fullName: 'Erin Correct-Rase' });
    expect(answer.status).toBe(200);
    // The evidence-pack request stores the address alone: nothing of it to correct.
    expect(answer.body.corrected).toEqual({ 'contact-submission': 1, 'demo-request': 1, 'evidence-pack-request': 0, company: 1, fullName: 1 });
    const rows = await env.query<{ company: string; full_name: string }>(
      'SELECT company, full_name FROM contact_submissions WHERE lower(work_email) = $1 UNION ALL SELECT company, full_name FROM demo_requests WHERE lower(work_email) = $1',
      [PERSON],
    );
    expect(rows).toEqual([
      { company: 'Acme Privacy Ltd', full_name: 'Erin Correct-Rase' },
      { company: 'Acme Privacy Ltd', full_name: 'Erin Correct-Rase' },
    ]);
    const [entry] = await env.query<{ actor: string; counts: Record<string, number>; subject: string | null }>(
      "SELECT actor, counts, subject FROM audit_log WHERE action = 'correction' ORDER BY at DESC LIMIT 1",
    );
    expect(entry).toEqual({ actor: USERNAME, subject: null, counts: answer.body.corrected });
  });
});

describe('GET and DELETE /api/people/:email', () => {
  it('answer 401 without staff credentials and 400 naming the field for something that is no address', async () => {
    for (const method of ['GET', 'DELETE']) {
      const anonymous = await request<ErrorBody>(server.url(`/api/people/${PERSON}`), { method });
      expect(anonymous.status).toBe(401);
      const invalid = await request<ErrorBody>(server.url('/api/people/not-an-address'), { method, headers: AUTH });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ statusCode: 400, message: 'Validation failed', issues: [{ field: 'email' }] });
    }
    expect(await rowsOf(PERSON)).toBe(3);
  });

  it('exports every lead of the address whatever its case, with history, email record and its queue jobs', async () => {
    const answer = await request<PersonAnswer>(server.url('/api/people/ERASE.me%40acme-privacy.com'), { headers: AUTH });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.email).toBe(PERSON);
    expect(answer.body.leads.map((lead) => lead.id).sort()).toEqual([...personLeads].sort());
    expect(answer.body.leads.map((lead) => lead.kind).sort()).toEqual(['contact-submission', 'demo-request', 'evidence-pack-request']);
    for (const lead of answer.body.leads) {
      expect(lead.history.map((event) => event.event)).toEqual(expect.arrayContaining(['received', 'emailed', 'acknowledged']));
      expect(lead.email.acknowledgement).toBe('sent');
    }
    const jobNames = answer.body.queueJobs.map((job) => job.name);
    expect(jobNames.filter((name) => name === LEAD_JOB.process)).toHaveLength(4);
    expect(jobNames.filter((name) => name === LEAD_JOB.acknowledge)).toHaveLength(3);
    // Each lead's escalation and final alert wait, delayed, for their hour.
    expect(jobNames.filter((name) => name === LEAD_JOB.escalate || name === LEAD_JOB.finalAlert)).toHaveLength(6);
    expect(answer.body.queueJobs.filter((job) => job.state === 'delayed')).toHaveLength(6);
    expect(answer.body.queueJobs.find((job) => job.id === 'malformed-person-job')?.state).toBe('failed');
  });

  it('erases the address everywhere: every lead table, Redis job data and events, inbox search, CSV, and the export answers empty', async () => {
    expect(await everythingInRedis()).toContain(PERSON);
    const answer = await request<ErasureAnswer>(server.url(`/api/people/${encodeURIComponent('Erase.Me@acme-privacy.com')}`), {
      method: 'DELETE',
      headers: AUTH,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.erased).toMatchObject({ 'contact-submission': 1, 'demo-request': 1, 'evidence-pack-request': 1, jobsHeldByWorker: 0 });
    // 3 lead jobs, 3 acknowledgements, 6 follow-ups waiting for their hour, the dead letter.
    expect(answer.body.erased.removedJobs).toBe(13);
    expect(answer.body.erased.removedEvents).toBeGreaterThan(0);

    expect(await rowsOf(PERSON)).toBe(0);
    const redisText = await everythingInRedis();
    expect(redisText).not.toContain(PERSON);
    for (const id of personLeads) expect(redisText).not.toContain(id);
    const search = await request<{ items: unknown[] }>(`${server.url('/api/leads')}?q=erase.me`, { headers: AUTH });
    expect(search.status).toBe(200);
    expect(search.body.items).toEqual([]);
    const csv = await request<string>(server.url('/api/leads.csv'), { headers: AUTH });
    expect(csv.status).toBe(200);
    expect(csv.body.toLowerCase()).not.toContain('erase.me');
    expect(csv.body).toContain(KEEPER);
    const after = await request<PersonAnswer>(server.url(`/api/people/${PERSON}`), { headers: AUTH });
    expect(after.body).toEqual({ email: PERSON, leads: [], queueJobs: [] });

    // The colleague is untouched.
    const keeper = await request<PersonAnswer>(server.url(`/api/people/${KEEPER}`), { headers: AUTH });
    expect(keeper.body.leads).toHaveLength(1);
    expect(keeper.body.queueJobs.length).toBeGreaterThanOrEqual(2);
  });

  it('records each request in the audit log with who and the counts, and no address', async () => {
    const rows = await env.query<{ action: string; actor: string; request_id: string | null; counts: Record<string, number> }>(
      'SELECT action, actor, request_id, counts FROM privacy_audit_log ORDER BY at',
    );
    const erasure = rows.find((row) => row.action === 'erasure');
    expect(erasure).toMatchObject({
      actor: USERNAME,
      counts: { 'contact-submission': 1, 'demo-request': 1, 'evidence-pack-request': 1, removedJobs: 13 },
    });
    expect(erasure?.request_id).toEqual(expect.any(String));
    expect(rows.filter((row) => row.action === 'export').length).toBeGreaterThanOrEqual(3);
    // Nothing in the whole audit log names the person: neither the erased address nor a corrected value.
    const [dump] = await env.query<{ text: string }>("SELECT coalesce(string_agg(audit_log::text, ' '), '') AS text FROM audit_log");
    expect(dump?.text.toLowerCase()).not.toContain('acme-privacy');
    expect(dump?.text.toLowerCase()).not.toContain('erin');
    await expect(env.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('the People staff page', () => {
  it('looks up a person, links the JSON export, and erases only after the address is typed again, with the CSRF token', async () => {
    const staff = new StaffClient(server.url, undefined, authenticator);
    expect((await staff.signIn(USERNAME, PASSWORD)).status).toBe(303);
    const page = await staff.get(`/staff/people?email=${encodeURIComponent('Keep.Me@acme-privacy.com')}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Stored about ${KEEPER}: 1 lead(s)`);
    expect(page.body).toContain(`href="/api/people/${encodeURIComponent(KEEPER)}"`);
    const download = await request<PersonAnswer>(server.url(`/api/people/${encodeURIComponent(KEEPER)}`), {
      headers: { cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(download.body.leads).toHaveLength(1);

    const token = csrfTokenOf(page.body);
    expect((await staff.post('/staff/people/correct', { email: KEEPER, company: 'Keep Corp' })).status).toBe(403);
    const refused = await staff.post('/staff/people/correct', { _csrf: token, email: KEEPER, role: 'ceo', company: '' });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('role: Please select a valid role.');
    const corrected = await staff.post('/staff/people/correct', { _csrf: token, email: KEEPER, company: 'Keep Corp', fullName: '', role: '' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toContain(`Corrected ${KEEPER}`);
    const [kept] = await env.query<{ company: string; full_name: string }>('SELECT company, full_name FROM demo_requests WHERE work_email = $1', [
      KEEPER,
    ]);
    expect(kept).toEqual({ company: 'Keep Corp', full_name: 'Kim Keep' });

    const withoutToken = await staff.post('/staff/people/erase', { email: KEEPER, confirm: KEEPER });
    expect(withoutToken.status).toBe(403);
    const mismatch = await staff.post('/staff/people/erase', { _csrf: token, email: KEEPER, confirm: 'someone.else@acme-privacy.com' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain('The confirmation does not match the address: nothing was erased.');
    expect(await rowsOf(KEEPER)).toBe(1);

    const erased = await staff.post('/staff/people/erase', { _csrf: token, email: KEEPER, confirm: 'KEEP.ME@acme-privacy.com' });
    expect(erased.status).toBe(200);
    expect(erased.body).toContain(`Erased ${KEEPER}`);
    expect(await rowsOf(KEEPER)).toBe(0);
    expect(await everythingInRedis()).not.toContain(KEEPER);
  });
});

describe('the people CLI', () => {
  it('exports and erases for scripts, refusing an erasure without the confirmation', async () => {
    const id = await postLead(API_PATHS.evidencePackRequests, { workEmail: 'cli.person@acme-privacy.com' });
    await queueSettled();
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runPeopleCommand(argv, {
        env: { ...process.env, DATABASE_URL: env.databaseUrl, QUEUE_PREFIX: env.queuePrefix },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const badCorrection = await run(['correct', 'cli.person@acme-privacy.com', '--work-email', 'cli@gmail.com']);
    expect(badCorrection.code).toBe(2);
    expect(badCorrection.err).toContain('workEmail: Please use a business email address.');
    const corrected = await run(['correct', 'CLI.Person@acme-privacy.com', '--work-email', 'cli.person@acme-privacy.com']);
    expect(corrected.code).toBe(0);
    expect(JSON.parse(corrected.out)).toMatchObject({ corrected: { 'evidence-pack-request': 1, workEmail: 1 } });
    const exported = await run(['export', 'CLI.Person@acme-privacy.com']);
    expect(exported.code).toBe(0);
    expect((JSON.parse(exported.out) as PersonAnswer).leads.map((lead) => lead.id)).toEqual([id]);
    const refused = await run(['erase', 'cli.person@acme-privacy.com']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('needs --confirm');
    expect(await rowsOf('cli.person@acme-privacy.com')).toBe(1);
    const erased = await run(['erase', 'cli.person@acme-privacy.com', '--confirm', 'cli.person@acme-privacy.com']);
    expect(erased.code).toBe(0);
    expect((JSON.parse(erased.out) as ErasureAnswer).erased['evidence-pack-request']).toBe(1);
    expect(await rowsOf('cli.person@acme-privacy.com')).toBe(0);
    const [audit] = await env.query<{ actor: string }>("SELECT actor FROM privacy_audit_log WHERE action = 'erasure' ORDER BY at DESC LIMIT 1");
    expect(audit?.actor).toMatch(/^cli:/);
  });
});
