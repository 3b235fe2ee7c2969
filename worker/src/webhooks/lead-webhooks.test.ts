import { sleep, SmtpTestServer, waitFor } from '@site/harness';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { type LeadJobData, webhookJobId, verdictRecord } from '@site/contracts';
import type { WorkerSettings } from '@site/config';
import { requeueDeadLetters } from '../dead-letters/requeue-dead-letters.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { WebhookReceiver } from '../test-support/webhook-receiver.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { webhookEndpoints } from './webhook-endpoints.js';

const SECRET = 'webhook-test-secret-of-at-least-32-characters';
/** How long the first receiver stays down after the leads' first failed attempts (the retries' back-off is scaled). */
const OUTAGE_MS = 30_000;

/** How a receiver checks a request, as worker/README.md shows it: HMAC-SHA256 of `<t>.<raw body>`, compared in constant time. */
function verifySignature(header: string | undefined, rawBody: string, secret: string, toleranceS = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceS || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('lead webhooks (real PostgreSQL, Redis, SMTP and HTTP receivers)', () => {
  const database = new TestDatabase('webhooks');
  const smtp = new SmtpTestServer();
  let baseConfig: WorkerSettings;
  let producer: TestProducer;
  const workers: INestApplicationContext[] = [];
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    baseConfig = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('webhooks'),
      smtpUrl: smtp.url,
      webhookSecret: SECRET,
      webhookTimeoutMs: 2_000,
      // Retry waits of 50 ms, 100 ms, 200 ms... (capped at 36 s) instead of 5 s, 10 s, 20 s... (capped at 1 h).
      backoffScale: 0.01,
    });
    producer = new TestProducer(baseConfig);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    await Promise.all(receivers.splice(0).map((receiver) => receiver.stop()));
  });

  afterAll(async () => {
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  async function receiver(answer?: (index: number) => number): Promise<WebhookReceiver> {
    const created = new WebhookReceiver(answer);
    receivers.push(created);
    await created.start();
    return created;
  }

  function jobOf(url: string, lead: LeadJobData) {
    const [endpoint] = webhookEndpoints([url]);
    return producer.queue.getJob(webhookJobId(endpoint!.id, lead.id));
  }

  it('delivers every lead once per event id to each endpoint through a receiver outage, signed', async () => {
    // The CRM intake is down when the leads arrive: its port is known, nothing listens on it.
    const crm = await receiver();
    await crm.stop();
    // The other endpoint is up but fails (503) its first three requests.
    const flaky = await receiver((index) => (index < 3 ? 503 : 200));
    workers.push(await startWorker({ ...baseConfig, webhookUrls: [crm.url, flaky.url] }));

    const leads = [contactSubmissionLead(), demoRequestLead(), evidencePackRequestLead()];
    const flagged = { ...contactSubmissionLead({ workEmail: 'bot@spam.example' }), verdict: verdictRecord(['honeypot']) };
    for (const lead of [...leads, flagged]) await producer.add(lead);
    for (const lead of leads) await producer.settled(lead.id, 'completed');

    // Each lead's job to the CRM fails and is retried while it is down.
    await waitFor(
      async () => (await Promise.all(leads.map(async (lead) => (await jobOf(crm.url, lead))?.attemptsMade ?? 0))).every((n) => n >= 3),
      'three failed attempts of every webhook to the CRM',
    );
    await sleep(OUTAGE_MS);
    await crm.start();

    const eventIds = leads.map((lead) => `lead-created-${lead.id}`).sort();
    await waitFor(() => crm.deliveredEventIds().length >= leads.length, 'every lead delivered to the CRM', 60_000);
    await waitFor(() => flaky.deliveredEventIds().length >= leads.length, 'every lead delivered to the flaky endpoint', 60_000);
    // A receiver records a delivery before the worker has completed its job: wait for the jobs to complete too.
    await waitFor(
      async () => (await Promise.all(leads.map(async (lead) => (await jobOf(crm.url, lead))?.finishedOn))).every(Boolean),
      'every webhook job to the CRM finished',
    );
    for (const lead of leads) {
      expect((await jobOf(crm.url, lead))!.returnvalue).toMatchObject({ delivered: true, status: 200 });
    }
    // Time for any duplicate to show up.
    await sleep(1_000);
    expect(crm.deliveredEventIds().sort()).toEqual(eventIds);
    expect(flaky.deliveredEventIds().sort()).toEqual(eventIds);
    expect(flaky.requests.filter((request) => request.status === 503)).toHaveLength(3);

    for (const request of [...crm.requests, ...flaky.requests]) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(verifySignature(request.headers['site-signature'] as string, request.body, SECRET)).toBe(true);
      // Signed with another key, or the body changed: refused.
      expect(verifySignature(request.headers['site-signature'] as string, request.body, `${SECRET}x`)).toBe(false);
      expect(verifySignature(request.headers['site-signature'] as string, `${request.body} `, SECRET)).toBe(false);
      const event = JSON.parse(request.body) as { id: string; type: string; created: string; data: { lead: Record<string, unknown> } };
      expect(event.id).toBe(request.headers['site-event-id']);
      expect(event.type).toBe('lead.created');
      const lead = leads.find((candidate) => event.id === `lead-created-${candidate.id}`)!;
      expect(event.created).toBe(lead.receivedAt);
      expect(event.data.lead).toMatchObject({ id: lead.id, kind: lead.kind, workEmail: lead.data.workEmail });
    }
    // Every attempt of one event carries the same body: receivers may drop repeats by event id.
    const bodiesByEvent = new Map<string, Set<string>>();
    for (const request of flaky.requests) {
      const id = String(request.headers['site-event-id']);
      bodiesByEvent.set(id, (bodiesByEvent.get(id) ?? new Set()).add(request.body));
    }
    for (const bodies of bodiesByEvent.values()) expect(bodies.size).toBe(1);

    // A lead flagged by the honeypot is never posted.
    expect(await jobOf(crm.url, flagged)).toBeUndefined();
    expect([...crm.requests, ...flaky.requests].some((request) => request.body.includes(flagged.id))).toBe(false);
  }, 180_000);

  it('keeps a webhook the receiver refuses (4xx) as a dead letter at once; requeued, it is delivered', async () => {
    let status = 400;
    const refusing = await receiver(() => status);
    workers.push(await startWorker({ ...baseConfig, webhookUrls: [refusing.url] }));
    const lead = contactSubmissionLead();
    await producer.add(lead);
    const job = await waitFor(async () => {
      const current = await jobOf(refusing.url, lead);
      return current && (await current.getState()) === 'failed' ? current : undefined;
    }, 'the webhook job failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/answered 400: refused for good/);
    expect(refusing.requests).toHaveLength(1);

    // The receiver is fixed; the operator requeues the dead letters (what `requeue-dead-letters` runs).
    status = 200;
    const report = await requeueDeadLetters(producer.queue);
    expect(report.requeued).toEqual([expect.objectContaining({ jobId: job.id, leadId: lead.id })]);
    await waitFor(() => refusing.deliveredEventIds().length === 1, 'the requeued webhook delivered');
    expect(refusing.deliveredEventIds()).toEqual([`lead-created-${lead.id}`]);
  });
});
