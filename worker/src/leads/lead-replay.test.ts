import { sleep, SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { acknowledgementJobId, type LeadJobData, leadJobId, webhookJobId } from '@site/contracts';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import { acknowledgementMessageId } from '../acknowledgement/acknowledgement-email.js';
import { leadMessageId } from '../mail/lead-email.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { WebhookReceiver } from '../test-support/webhook-receiver.js';
import { webhookEndpoints } from '../webhooks/webhook-endpoints.js';
import type { LeadOutcome } from './lead-processing.service.js';

const SALES = 'sales@surface-harvester.test';

/**
 * Replay protection once Redis no longer has a lead's finished jobs (removed by their age): the lead's row is the
 * guard, so a replay stores, emails, acknowledges and posts nothing new.
 */
describe('replay after the completed jobs were removed (real PostgreSQL, Redis, SMTP and an HTTP receiver)', () => {
  const database = new TestDatabase('replay');
  const smtp = new SmtpTestServer();
  const receiver = new WebhookReceiver();
  let worker: INestApplicationContext;
  let producer: TestProducer;
  let endpointId: string;

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    await receiver.start();
    endpointId = webhookEndpoints([receiver.url])[0]!.id;
    const config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('replay'),
      smtpUrl: smtp.url,
      salesEmail: SALES,
      webhookUrls: [receiver.url],
      webhookSecret: 'replay-test-secret-of-at-least-32-characters',
    });
    worker = await startWorker(config);
    producer = new TestProducer(config);
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.destroy();
    await receiver.stop();
    await smtp.stop();
    await database.drop();
  });

  async function row(lead: LeadJobData): Promise<Record<string, unknown>> {
    const rows = await database.query(`SELECT * FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  const jobIds = (lead: LeadJobData) => [leadJobId(lead.id), acknowledgementJobId(lead.id), webhookJobId(endpointId, lead.id)];

  /** Adds the lead and waits until every job it makes has completed: stored, emailed, acknowledged and posted. */
  async function announce(lead: LeadJobData): Promise<void> {
    await producer.add(lead);
    await waitFor(
      async () => (await Promise.all(jobIds(lead).map((id) => producer.queue.getJobState(id)))).every((state) => state === 'completed'),
      'the lead, acknowledgement and webhook jobs completed',
    );
  }

  /** Removes every completed job of the queue, as their age does; the lead's jobs among them. */
  async function removeCompletedJobs(lead: LeadJobData): Promise<void> {
    const removed = await producer.queue.clean(0, 0, 'completed');
    expect(removed).toEqual(expect.arrayContaining(jobIds(lead)));
  }

  /** What the lead has had sent: sales emails, acknowledgements, webhook deliveries. */
  function sent(lead: LeadJobData) {
    return {
      salesEmails: smtp.withMessageId(leadMessageId(lead.id)).length,
      acknowledgements: smtp.withMessageId(acknowledgementMessageId(lead.id)).length,
      webhooks: receiver.requests.filter((request) => request.body.includes(lead.id)).length,
    };
  }

  it('stores, emails, acknowledges and posts nothing new for a lead replayed after its jobs were removed', async () => {
    const lead = contactSubmissionLead();
    await announce(lead);
    expect(sent(lead)).toEqual({ salesEmails: 1, acknowledgements: 1, webhooks: 1 });
    const before = await row(lead);
    expect(before.deliveries_queued_at).toBeInstanceOf(Date);

    await removeCompletedJobs(lead);
    // The same POST again, long after: the API queues a new job under the lead's id.
    await producer.add(lead);
    const replay = await producer.settled(lead.id, 'completed');
    expect(replay.returnvalue).toEqual({ inserted: false, email: 'already-emailed' } satisfies LeadOutcome);

    // Time for anything it might have set off.
    await sleep(1_000);
    expect(sent(lead)).toEqual({ salesEmails: 1, acknowledgements: 1, webhooks: 1 });
    const after = await row(lead);
    for (const column of ['notified_at', 'deliveries_queued_at', 'acknowledged_at']) expect(after[column]).toEqual(before[column]);
    expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
    expect(await producer.queue.getJob(webhookJobId(endpointId, lead.id))).toBeUndefined();
  });

  it('queues the acknowledgement and webhooks once even for a lead run again before its sales email was recorded', async () => {
    const lead = demoRequestLead();
    await announce(lead);
    await removeCompletedJobs(lead);
    // A lead whose sales email is not recorded runs again (the sweeper re-enqueues it, or its dead letter is
    // requeued) after its acknowledgement and webhook jobs were removed: only the sales email is still due.
    await database.query(`UPDATE ${LEAD_TABLE_NAMES[lead.kind]} SET notified_at = NULL WHERE id = $1`, [lead.id]);
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: false, email: 'emailed' } satisfies LeadOutcome);

    await sleep(1_000);
    expect(sent(lead)).toEqual({ salesEmails: 2, acknowledgements: 1, webhooks: 1 });
    expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
  });
});
