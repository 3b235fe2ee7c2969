import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS, type LeadJobData, leadJobId, LEADS_QUEUE, type LeadVerdictRecord } from '@site/contracts';
import { fetchSolvedProofOfWork, solveProofOfWork } from '@site/harness';
import { Queue } from 'bullmq';
import { PROOF_OF_WORK_EXPIRY_MS } from '../proof-of-work/proof-of-work-difficulty.js';
import { ProofOfWorkChallenges } from '../proof-of-work/proof-of-work-challenges.js';
import { postForm, postJson, request, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const contactSubmission = {
  workEmail: 'ada@acme-security.com',
  fullName: 'Ada Lovelace',
  company: 'Acme Security',
  role: 'ciso',
  message: 'We need signed evidence for our SOC 2 audit, see https://acme-security.com/audit.',
};
const demoRequest = { workEmail: 'grace@navy.example', fullName: 'Grace Hopper', company: 'Navy Labs', role: 'cto', preferredTime: 'Tuesday' };
const evidencePackRequest = { workEmail: 'alan@bletchley.example', purpose: 'ISO 27001 readiness' };

let env: TestEnvironment;
let server: TestServer;
let queue: Queue<LeadJobData>;

beforeAll(async () => {
  env = await createTestEnvironment('lead_verdicts');
  const config = env.config();
  server = await startTestServer(config);
  await waitForRedis(server);
  queue = new Queue<LeadJobData>(LEADS_QUEUE, { connection: { url: config.redisUrl }, prefix: env.queuePrefix });
});

afterAll(async () => {
  await queue?.close();
  await server?.close();
  await env?.cleanup();
});

const origin = () => new URL(server.url('/')).origin;

/** A proof of work as the browser's widget sends it, and a fill time a person takes. */
async function browserEvidence(): Promise<{ altcha: string; formFillMs: number }> {
  return { altcha: await fetchSolvedProofOfWork(origin()), formFillMs: 12_000 };
}

/** Posts the lead as JSON; answers the queued job's data (after checking the 202). */
async function queued(path: string, body: Record<string, unknown>): Promise<LeadJobData> {
  const answer = await postJson<{ id: string }>(server.url(path), body);
  expect(answer.status).toBe(202);
  expect(Object.keys(answer.body)).toEqual(['id']);
  const job = await queue.getJob(leadJobId(answer.body.id));
  if (!job) throw new Error(`no job for lead ${answer.body.id}`);
  return job.data;
}

async function verdictOf(path: string, body: Record<string, unknown>): Promise<LeadVerdictRecord> {
  return (await queued(path, body)).verdict;
}

describe('the verdict of an arriving lead', () => {
  it('is ok for a lead with a valid proof of work and nothing else suspicious; the evidence is not queued', async () => {
    const job = await queued(API_PATHS.contactSubmissions, { ...contactSubmission, ...(await browserEvidence()) });

    expect(job.verdict).toEqual({ verdict: 'ok', signals: [] });
    expect(job.data).toEqual(contactSubmission);
  });

  it.each([
    ['contact-submission', API_PATHS.contactSubmissions, contactSubmission],
    ['demo-request', API_PATHS.demoRequests, demoRequest],
    ['evidence-pack-request', API_PATHS.evidencePackRequests, evidencePackRequest],
  ] as const)('is unverified for a %s sent as JSON without a proof of work (accepted all the same)', async (_kind, path, body) => {
    expect(await verdictOf(path, body)).toEqual({ verdict: 'unverified', signals: ['proof-of-work-missing'] });
  });

  it('is unverified for a form posted without JavaScript (no proof, no fill time), redirected like any other', async () => {
    const answer = await postForm(server.url(API_PATHS.demoRequests), { ...demoRequest, website: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/thanks');
  });

  it('is spam for a filled honeypot', async () => {
    expect(await verdictOf(API_PATHS.demoRequests, { ...demoRequest, website: 'http://spam.example', ...(await browserEvidence()) })).toEqual({
      verdict: 'spam',
      signals: ['honeypot'],
    });
  });

  it('is spam for a proof of work that does not verify, and for one used by an earlier lead', async () => {
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: {} })).toString('base64');
    expect(await verdictOf(API_PATHS.evidencePackRequests, { ...evidencePackRequest, altcha: forged })).toEqual({
      verdict: 'spam',
      signals: ['proof-of-work-invalid'],
    });

    const evidence = await browserEvidence();
    expect(await verdictOf(API_PATHS.evidencePackRequests, { ...evidencePackRequest, ...evidence })).toEqual({ verdict: 'ok', signals: [] });
    expect(await verdictOf(API_PATHS.evidencePackRequests, { ...evidencePackRequest, ...evidence })).toEqual({
      verdict: 'spam',
      signals: ['proof-of-work-reused'],
    });
  });

  it('is unverified for a proof of work whose challenge expired', async () => {
    const stale = await server.app.get(ProofOfWorkChallenges).issue(Date.now() - PROOF_OF_WORK_EXPIRY_MS - 1_000);
    expect(await verdictOf(API_PATHS.demoRequests, { ...demoRequest, altcha: await solveProofOfWork(stale), formFillMs: 12_000 })).toEqual({
      verdict: 'unverified',
      signals: ['proof-of-work-expired'],
    });
  });

  it.each(['https://cheap-pills.example.com', 'cheap-pills.xyz', 'www.seo-boost.top/offer'])('is spam for the name %s', async (fullName) => {
    expect(await verdictOf(API_PATHS.contactSubmissions, { ...contactSubmission, fullName, ...(await browserEvidence()) })).toEqual({
      verdict: 'spam',
      signals: ['name-is-url'],
    });
  });

  it('is spam for free text with three links or more (message, preferred time, purpose)', async () => {
    const links = 'Visit https://a.example, b-pills.xyz and www.c.top now';
    expect(await verdictOf(API_PATHS.contactSubmissions, { ...contactSubmission, message: links, ...(await browserEvidence()) })).toEqual({
      verdict: 'spam',
      signals: ['link-stuffed'],
    });
    expect(await verdictOf(API_PATHS.demoRequests, { ...demoRequest, preferredTime: links, ...(await browserEvidence()) })).toMatchObject({
      verdict: 'spam',
    });
    expect(await verdictOf(API_PATHS.evidencePackRequests, { ...evidencePackRequest, purpose: links, ...(await browserEvidence()) })).toMatchObject({
      verdict: 'spam',
    });
    // Two links and the sender's own address are what a person writes.
    const two = 'Our site is acme-security.com, our audit https://acme-security.com/audit; write to ada@acme-security.com';
    expect(await verdictOf(API_PATHS.contactSubmissions, { ...contactSubmission, message: two, ...(await browserEvidence()) })).toEqual({
      verdict: 'ok',
      signals: [],
    });
  });

  it('is unverified for an address at a disposable-email provider', async () => {
    expect(await verdictOf(API_PATHS.evidencePackRequests, { workEmail: 'alan@mailinator.com', ...(await browserEvidence()) })).toEqual({
      verdict: 'unverified',
      signals: ['disposable-email'],
    });
  });

  it('is unverified for a form filled faster than a person types, not for one filled at a human pace', async () => {
    const { altcha } = await browserEvidence();
    expect(await verdictOf(API_PATHS.demoRequests, { ...demoRequest, altcha, formFillMs: 400 })).toEqual({
      verdict: 'unverified',
      signals: ['filled-too-fast'],
    });
  });

  it('is spam when a spam signal comes with unverified ones, and records every signal', async () => {
    expect(
      await verdictOf(API_PATHS.demoRequests, { ...demoRequest, workEmail: 'grace@mailinator.com', fullName: 'spam-offers.xyz', formFillMs: 10 }),
    ).toEqual({
      verdict: 'spam',
      signals: ['proof-of-work-missing', 'name-is-url', 'disposable-email', 'filled-too-fast'],
    });
  });

  it('counts the leads by kind and verdict', async () => {
    const series = (verdict: string) => `leads_by_verdict_total{kind="evidence-pack-request",verdict="${verdict}"}`;
    const count = async (verdict: string) => {
      const text = (await request<string>(server.url('/api/metrics'))).body;
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series(verdict)} `));
      return Number(line?.slice(series(verdict).length + 1));
    };
    const before = { spam: await count('spam'), unverified: await count('unverified') };

    await verdictOf(API_PATHS.evidencePackRequests, { ...evidencePackRequest, website: 'bot' });
    await verdictOf(API_PATHS.evidencePackRequests, evidencePackRequest);

    expect(await count('spam')).toBe(before.spam + 1);
    expect(await count('unverified')).toBe(before.unverified + 1);
  });
});
