import { SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { acknowledgementJobId, followUpJobId, LEAD_JOB, type LeadJobData, verdictRecord, webhookJobId } from '@site/contracts';
import { queueJob } from '@site/contracts/queue-jobs';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { acknowledgementMessageId } from '../acknowledgement/acknowledgement-email.js';
import { leadMessageId } from '../mail/lead-email.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead } from '../test-support/test-leads.js';
import { WebhookReceiver } from '../test-support/webhook-receiver.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { webhookEndpoints } from '../webhooks/webhook-endpoints.js';
import { LeadProcessingService, type LeadOutcome } from './lead-processing.service.js';

const SECRET = 'verdict-test-webhook-secret-of-32-characters';
let clients = 0;

/** Who hears of each verdict: sales, the person who sent the lead, the CRM; and staff releasing what was held. */
describe('lead verdicts in the worker (real PostgreSQL, Redis, SMTP and an HTTP receiver)', () => {
  const database = new TestDatabase('verdicts');
  const smtp = new SmtpTestServer();
  const crm = new WebhookReceiver();
  let config: WorkerSettings;
  let producer: TestProducer;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    await crm.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('verdicts'),
      smtpUrl: smtp.url,
      webhookUrls: [crm.url],
      webhookSecret: SECRET,
      backoffScale: 0.01,
    });
    producer = new TestProducer(config);
    worker = await startWorker(config);
  });

  afterEach(() => {
    smtp.clear();
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.destroy();
    await crm.stop();
    await smtp.stop();
    await database.drop();
  });

  const withClient = <L extends LeadJobData>(lead: L): L => ({ ...lead, clientAddress: `203.0.113.${++clients}` });

  async function row(lead: LeadJobData): Promise<Record<string, unknown>> {
    return (await database.query(`SELECT * FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]))[0]!;
  }

  const webhookJob = (lead: LeadJobData) => producer.queue.getJob(webhookJobId(webhookEndpoints([crm.url])[0]!.id, lead.id));
  const acknowledgementJob = (lead: LeadJobData) => producer.queue.getJob(acknowledgementJobId(lead.id));
  const pushed = (lead: LeadJobData) => crm.requests.filter((request) => request.body.includes(lead.id)).length;

  /** Staff marking the lead OK, as the API does it: the row's verdict, then a release job. */
  async function markOk(lead: LeadJobData): Promise<void> {
    await database.query(
      `UPDATE ${LEAD_TABLE_NAMES[lead.kind]} SET verdict = 'ok', verdict_changed_at = now(), verdict_changed_by = 'ada' WHERE id = $1`,
      [lead.id],
    );
    const release = queueJob(LEAD_JOB.release, { leadId: lead.id, kind: lead.kind, by: 'ada' });
    await producer.queue.add(release.name, release.data, release.opts);
  }

  async function releaseResult(lead: LeadJobData): Promise<unknown> {
    const job = await waitFor(
      async () => {
        const found = await producer.queue.getJob(`release-${lead.id}`);
        return found && (await found.isCompleted()) ? found : undefined;
      },
      `release of ${lead.id} completed`,
      15_000,
    );
    return (await producer.queue.getJob(job.id!))!.returnvalue;
  }

  it('an ok lead: sales emailed, the sender acknowledged, the CRM pushed', async () => {
    const lead = withClient(contactSubmissionLead({ workEmail: 'ok@acme-verdicts.example' }));
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: true, email: 'emailed' } satisfies LeadOutcome);
    const [sales] = smtp.withMessageId(leadMessageId(lead.id));
    expect(sales!.parsed.subject).toMatch(/^New contact submission: /);
    await waitFor(() => smtp.withMessageId(acknowledgementMessageId(lead.id)).length === 1, 'acknowledgement');
    await waitFor(() => pushed(lead) === 1, 'webhook');
    expect((await row(lead)).verdict).toBe('ok');
  });

  it('an unverified lead: sales emailed with "Unverified" in the subject; no acknowledgement, no webhook until staff mark it OK, then each once', async () => {
    const lead = withClient({
      ...demoRequestLead({ workEmail: 'maybe@globex-verdicts.example' }),
      verdict: verdictRecord(['proof-of-work-missing']),
    });
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: true, email: 'emailed' } satisfies LeadOutcome);
    const [sales, ...more] = smtp.withMessageId(leadMessageId(lead.id));
    expect(more).toHaveLength(0);
    expect(sales!.parsed.subject).toMatch(/^Unverified demo request: /);
    expect(sales!.parsed.text).toContain('proof-of-work-missing');
    expect(sales!.parsed.headers.get('x-lead-verdict')).toBe('unverified');
    // Sales still must answer it: its follow-ups are scheduled like any lead's.
    expect(await producer.queue.getJob(followUpJobId(lead.id, 'escalation'))).toBeDefined();
    expect(await acknowledgementJob(lead)).toBeUndefined();
    expect(await webhookJob(lead)).toBeUndefined();
    const stored = await row(lead);
    expect(stored).toMatchObject({ verdict: 'unverified', verdict_signals: ['proof-of-work-missing'], flagged: false, deliveries_queued_at: null });

    await markOk(lead);
    expect(await releaseResult(lead)).toBe('already-emailed');
    await waitFor(() => smtp.withMessageId(acknowledgementMessageId(lead.id)).length === 1, 'acknowledgement');
    await waitFor(() => pushed(lead) === 1, 'webhook');
    expect((await row(lead)).deliveries_queued_at).toBeInstanceOf(Date);

    // Released again (its release job gone): nothing goes out twice.
    await (await producer.queue.getJob(`release-${lead.id}`))!.remove();
    expect(await worker.get(LeadProcessingService).release({ leadId: lead.id, kind: lead.kind, by: 'ada' }, 1)).toBe('already-emailed');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(1);
    expect(smtp.withMessageId(acknowledgementMessageId(lead.id))).toHaveLength(1);
    expect(pushed(lead)).toBe(1);
  });

  it('a spam lead: stored, nobody hears of it; marked OK, sales are emailed as for a new lead, the sender acknowledged and the CRM pushed, once', async () => {
    const lead = withClient({ ...contactSubmissionLead({ fullName: 'https://cheap-pills.example' }), verdict: verdictRecord(['name-is-url']) });
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: true, email: 'spam' } satisfies LeadOutcome);
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(0);
    expect(await acknowledgementJob(lead)).toBeUndefined();
    expect(await webhookJob(lead)).toBeUndefined();
    expect(await producer.queue.getJob(followUpJobId(lead.id, 'escalation'))).toBeUndefined();
    expect(await row(lead)).toMatchObject({ verdict: 'spam', flagged: true, notified_at: null });

    await markOk(lead);
    expect(await releaseResult(lead)).toBe('emailed');
    const [sales, ...more] = smtp.withMessageId(leadMessageId(lead.id));
    expect(more).toHaveLength(0);
    expect(sales!.parsed.subject).toMatch(/^New contact submission: /);
    await waitFor(() => smtp.withMessageId(acknowledgementMessageId(lead.id)).length === 1, 'acknowledgement');
    await waitFor(() => pushed(lead) === 1, 'webhook');
    expect(await row(lead)).toMatchObject({ verdict: 'ok', flagged: false, verdict_changed_by: 'ada' });
    expect((await row(lead)).notified_at).toBeInstanceOf(Date);
  });

  it('a release that finds the lead marked spam again does nothing', async () => {
    const lead = withClient({ ...contactSubmissionLead({ workEmail: 'flip@initech-verdicts.example' }), verdict: verdictRecord(['link-stuffed']) });
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    expect(await worker.get(LeadProcessingService).release({ leadId: lead.id, kind: lead.kind, by: 'ada' }, 1)).toBe('not-ok');
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(0);
    expect(await acknowledgementJob(lead)).toBeUndefined();
  });
});
