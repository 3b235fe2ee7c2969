import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  API_PATHS,
  LEAD_JOB,
  LEAD_JOB_OPTIONS,
  type LeadJobData,
  leadJobId,
  LEADS_QUEUE,
  PRIVACY_POLICY_VERSION,
  VALIDATION_MESSAGES,
} from '@site/contracts';
import { Queue } from 'bullmq';
import { BODY_LIMIT_BYTES } from '../app.factory.js';
import type { ErrorBody } from '../errors/error-body.js';
import { leadIdFor } from './lead-id.js';
import { type Answer, postForm, postJson, request, startTestServer, type TestServer } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const contactSubmission = {
  workEmail: 'ada@acme-security.com',
  fullName: 'Ada Lovelace',
  company: 'Acme Security',
  role: 'ciso',
  deploymentInterest: 'on-premises',
  message: 'We need signed evidence for our SOC 2 audit.',
};
const demoRequest = {
  workEmail: 'grace@navy.example',
  fullName: 'Grace Hopper',
  company: 'Navy Labs',
  role: 'cto',
  deploymentInterest: 'vpc',
  preferredTime: 'Tuesdays after 14:00 UTC',
};
const evidencePackRequest = { workEmail: 'alan@bletchley.example', purpose: 'ISO 27001 readiness' };

let env: TestEnvironment;
let server: TestServer;
let queue: Queue<LeadJobData>;

beforeAll(async () => {
  env = await createTestEnvironment('leads');
  const config = env.config();
  server = await startTestServer(config);
  queue = new Queue<LeadJobData>(LEADS_QUEUE, { connection: { url: config.redisUrl }, prefix: env.queuePrefix });
});

afterAll(async () => {
  await queue?.close();
  await server?.close();
  await env?.cleanup();
});

async function jobOf(id: string) {
  const job = await queue.getJob(leadJobId(id));
  if (!job) throw new Error(`no job ${leadJobId(id)} in Redis`);
  return job;
}

function expectIssues(answer: Answer<ErrorBody>, issues: { field: string; message: string }[]): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed' });
  for (const issue of issues) expect(answer.body.issues).toContainEqual(issue);
}

describe('POST of a valid lead', () => {
  it.each([
    ['contact-submission', API_PATHS.contactSubmissions, contactSubmission],
    ['demo-request', API_PATHS.demoRequests, demoRequest],
    ['evidence-pack-request', API_PATHS.evidencePackRequests, evidencePackRequest],
  ] as const)('%s answers 202 { id } and the job is in Redis with the lead', async (kind, path, body) => {
    const before = Date.now();
    const answer = await postJson<{ id: string }>(server.url(path), body);

    expect(answer.status).toBe(202);
    expect(Object.keys(answer.body)).toEqual(['id']);
    expect(answer.body.id).toMatch(UUID);

    const job = await jobOf(answer.body.id);
    expect(job.id).toBe(`lead-${answer.body.id}`);
    expect(job.name).toBe(LEAD_JOB.process);
    expect(job.opts.attempts).toBe(LEAD_JOB_OPTIONS.attempts);
    expect(job.opts.backoff).toEqual(LEAD_JOB_OPTIONS.backoff);
    expect(job.data).toEqual({
      kind,
      data: body,
      id: answer.body.id,
      receivedAt: expect.any(String),
      consent: { privacyAccepted: true, acceptedAt: job.data.receivedAt, policyVersion: PRIVACY_POLICY_VERSION },
      // No proof of work came (a script, like this test): nothing proves a person sent it.
      verdict: { verdict: 'unverified', signals: ['proof-of-work-missing'] },
      // The test's own connection: the TCP peer, no X-Forwarded-For.
      clientAddress: '127.0.0.1',
    });
    expect(Date.parse(job.data.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('the job carries the client address the API saw: X-Forwarded-For from the trusted gateway', async () => {
    const answer = await postJson<{ id: string }>(server.url(API_PATHS.demoRequests), demoRequest, { 'x-forwarded-for': '2001:db8:7::42' });
    expect(answer.status).toBe(202);
    expect((await jobOf(answer.body.id)).data.clientAddress).toBe('2001:db8:7::42');
  });

  it('stores trimmed values and drops empty optional fields', async () => {
    const answer = await postJson<{ id: string }>(server.url(API_PATHS.contactSubmissions), {
      ...contactSubmission,
      fullName: '  Ada Lovelace  ',
      deploymentInterest: '',
      message: null,
    });

    expect(answer.status).toBe(202);
    const { data } = (await jobOf(answer.body.id)).data;
    expect(data).toEqual({ workEmail: contactSubmission.workEmail, fullName: 'Ada Lovelace', company: 'Acme Security', role: 'ciso' });
  });

  it('answers a filled honeypot like a success and queues the lead as spam', async () => {
    const answer = await postJson<{ id: string }>(server.url(API_PATHS.evidencePackRequests), {
      ...evidencePackRequest,
      website: 'http://spam.example',
    });

    expect(answer.status).toBe(202);
    expect((await jobOf(answer.body.id)).data.verdict).toEqual({ verdict: 'spam', signals: ['honeypot', 'proof-of-work-missing'] });
  });
});

describe('POST of an invalid lead answers 400 naming each field with the schema message', () => {
  it('rejects an invalid e-mail address', async () => {
    const answer = await postJson<ErrorBody>(server.url(API_PATHS.contactSubmissions), { ...contactSubmission, workEmail: 'not-an-email' });
    expectIssues(answer, [{ field: 'workEmail', message: VALIDATION_MESSAGES.invalidEmail }]);
    expect(VALIDATION_MESSAGES.invalidEmail).toBe('Invalid email address.');
  });

  it.each([API_PATHS.contactSubmissions, API_PATHS.demoRequests, API_PATHS.evidencePackRequests])(
    'rejects a personal e-mail address on %s',
    async (path) => {
      const body = path === API_PATHS.contactSubmissions ? contactSubmission : path === API_PATHS.demoRequests ? demoRequest : evidencePackRequest;
      const answer = await postJson<ErrorBody>(server.url(path), { ...body, workEmail: 'someone@gmail.com' });
      expectIssues(answer, [{ field: 'workEmail', message: 'Please use a business email address.' }]);
    },
  );

  it('rejects missing required fields, each named', async () => {
    const answer = await postJson<ErrorBody>(server.url(API_PATHS.contactSubmissions), { message: 'hello' });
    expectIssues(answer, [
      { field: 'workEmail', message: VALIDATION_MESSAGES.invalidEmail },
      { field: 'fullName', message: VALIDATION_MESSAGES.fullNameRequired },
      { field: 'company', message: VALIDATION_MESSAGES.companyRequired },
      { field: 'role', message: VALIDATION_MESSAGES.roleRequired },
    ]);
    expect(answer.body.issues).toHaveLength(4);
  });

  it('rejects privacyAccepted (the browser never sends it) and other unknown keys', async () => {
    const answer = await postJson<ErrorBody>(server.url(API_PATHS.contactSubmissions), {
      ...contactSubmission,
      privacyAccepted: true,
      isAdmin: true,
    });
    expectIssues(answer, [
      { field: 'privacyAccepted', message: 'Unrecognized key: "privacyAccepted"' },
      { field: 'isAdmin', message: 'Unrecognized key: "isAdmin"' },
    ]);
  });

  it('rejects wrong types', async () => {
    const answer = await postJson<ErrorBody>(server.url(API_PATHS.demoRequests), {
      ...demoRequest,
      role: 7,
      fullName: ['Grace'],
      preferredTime: 1400,
      deploymentInterest: 'mainframe',
    });
    expectIssues(answer, [
      { field: 'role', message: VALIDATION_MESSAGES.roleInvalid },
      { field: 'fullName', message: VALIDATION_MESSAGES.fullNameRequired },
      { field: 'preferredTime', message: VALIDATION_MESSAGES.preferredTimeNotText },
      { field: 'deploymentInterest', message: VALIDATION_MESSAGES.deploymentInterestInvalid },
    ]);
  });

  it('rejects a body that is not an object', async () => {
    const answer = await postJson<ErrorBody>(server.url(API_PATHS.evidencePackRequests), ['alan@bletchley.example']);
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.field).toBe('(root)');
  });

  it('rejects malformed JSON with a JSON 400', async () => {
    const answer = await request<ErrorBody>(server.url(API_PATHS.contactSubmissions), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"workEmail": ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('POST bodies and content types', () => {
  it('answers 413 with a JSON body over 32 KB', async () => {
    const answer = await postJson<ErrorBody>(server.url(API_PATHS.contactSubmissions), {
      ...contactSubmission,
      message: 'x'.repeat(BODY_LIMIT_BYTES),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large', message: expect.any(String) });
  });

  it('accepts a body just under the limit', async () => {
    const answer = await postJson(server.url(API_PATHS.contactSubmissions), { ...contactSubmission, message: 'x'.repeat(4900) });
    expect(answer.status).toBe(202);
  });

  it('answers 415 with a JSON body to text/plain', async () => {
    const answer = await request<ErrorBody>(server.url(API_PATHS.contactSubmissions), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(contactSubmission),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type', message: expect.stringContaining('application/json') });
  });

  it('redirects a valid form post 303 to /contact/thanks, ignoring its privacyAccepted checkbox', async () => {
    const key = `form-${Date.now()}`;
    const answer = await postForm(
      server.url(API_PATHS.contactSubmissions),
      { ...contactSubmission, deploymentInterest: '', website: '', privacyAccepted: 'on' },
      { 'Idempotency-Key': key },
    );

    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/thanks');
    const job = await jobOf(leadIdFor('contact-submission', key));
    // A form posted without JavaScript brings no proof of work.
    expect(job.data.verdict).toEqual({ verdict: 'unverified', signals: ['proof-of-work-missing'] });
    expect(job.data.data).toEqual({
      workEmail: contactSubmission.workEmail,
      fullName: contactSubmission.fullName,
      company: contactSubmission.company,
      role: 'ciso',
      message: contactSubmission.message,
      website: '',
    });
  });

  it('redirects an invalid form post 303 to /contact/error?reason=invalid', async () => {
    const answer = await postForm(server.url(API_PATHS.demoRequests), { ...demoRequest, workEmail: 'grace@yahoo.com' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/error?reason=invalid');
  });

  it('redirects an oversized form post 303 to /contact/error?reason=too-large', async () => {
    const answer = await postForm(server.url(API_PATHS.demoRequests), { ...demoRequest, preferredTime: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/error?reason=too-large');
  });
});

describe('Idempotency-Key', () => {
  it('gives a retried POST the same id and creates one job', async () => {
    const key = `retry-${Date.now()}`;
    const first = await postJson<{ id: string }>(server.url(API_PATHS.demoRequests), demoRequest, { 'Idempotency-Key': key });
    const second = await postJson<{ id: string }>(
      server.url(API_PATHS.demoRequests),
      { ...demoRequest, fullName: 'Changed' },
      { 'Idempotency-Key': key },
    );

    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body.id).toBe(first.body.id);
    const jobs = (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter((job) => job.data.id === first.body.id);
    expect(jobs).toHaveLength(1);
    // The first POST's data is kept: the retry enqueued nothing.
    expect(jobs[0]?.data).toMatchObject({ kind: 'demo-request', data: { fullName: demoRequest.fullName } });
  });

  it('answers a replay after the job was removed with the same 202 and id, and queues it again for the worker to find stored', async () => {
    const key = `late-retry-${Date.now()}`;
    const first = await postJson<{ id: string }>(server.url(API_PATHS.contactSubmissions), contactSubmission, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    // Completed jobs are removed after their age; the API keeps no record of its own.
    await (await jobOf(first.body.id)).remove();

    const replay = await postJson<{ id: string }>(server.url(API_PATHS.contactSubmissions), contactSubmission, { 'Idempotency-Key': key });
    expect(replay.status).toBe(202);
    expect(replay.body.id).toBe(first.body.id);
    // The lead's row, stored the first time, is the guard: the worker's run of this job stores and sends nothing new.
    expect((await jobOf(first.body.id)).data).toMatchObject({ id: first.body.id, kind: 'contact-submission' });
  });

  it('gives the same key on another kind another id', async () => {
    const key = `shared-${Date.now()}`;
    const contact = await postJson<{ id: string }>(server.url(API_PATHS.contactSubmissions), contactSubmission, { 'Idempotency-Key': key });
    const evidence = await postJson<{ id: string }>(server.url(API_PATHS.evidencePackRequests), evidencePackRequest, { 'Idempotency-Key': key });
    expect(contact.body.id).toMatch(UUID);
    expect(evidence.body.id).toMatch(UUID);
    expect(evidence.body.id).not.toBe(contact.body.id);
  });

  it('gives POSTs without a key distinct ids', async () => {
    const [a, b] = await Promise.all([
      postJson<{ id: string }>(server.url(API_PATHS.evidencePackRequests), evidencePackRequest),
      postJson<{ id: string }>(server.url(API_PATHS.evidencePackRequests), evidencePackRequest),
    ]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('rejects a key longer than 200 characters', async () => {
    const answer = await postJson<ErrorBody>(server.url(API_PATHS.evidencePackRequests), evidencePackRequest, { 'Idempotency-Key': 'k'.repeat(201) });
    expectIssues(answer, [{ field: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 200 printable ASCII characters.' }]);
  });
});

describe('errors outside the lead routes', () => {
  it('answers an unknown /api route 404 with the JSON error body', async () => {
    const answer = await request<ErrorBody>(server.url('/api/no-such-thing'));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-thing' });
  });
});
