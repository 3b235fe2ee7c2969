import { sleep, SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { acknowledgementJobId, type LeadJobData, leadJobId } from '@site/contracts';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerConfig } from '../config/worker-config.js';
import { leadMessageId } from '../mail/lead-email.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { acknowledgementMessageId, ANSWER_PROMISE } from './acknowledgement-email.js';
import type { AcknowledgementOutcome } from './lead-acknowledgement.js';

const SALES = 'sales@surface-harvester.test';
/** A small cap, so that the test reaches it with a few leads. */
const MAX_PER_DOMAIN = 2;

describe('acknowledgement to the lead (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('acknowledgement');
  const smtp = new SmtpTestServer();
  let config: WorkerConfig;
  let producer: TestProducer;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('acknowledgement'),
      smtpUrl: smtp.url,
      salesEmail: SALES,
      acknowledgementMaxPerDomain: MAX_PER_DOMAIN,
      backoffScale: 0.01,
    });
    producer = new TestProducer(config);
  });

  afterEach(async () => {
    smtp.behaviour = {};
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
  });

  afterAll(async () => {
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  async function row(lead: LeadJobData): Promise<Record<string, unknown>> {
    const rows = await database.query(`SELECT * FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]);
    return rows[0]!;
  }

  /** The acknowledgement job's return value once it completed. */
  function acknowledgementResult(lead: LeadJobData): Promise<AcknowledgementOutcome> {
    const id = acknowledgementJobId(lead.id);
    return waitFor(
      async () => ((await producer.queue.getJobState(id)) === 'completed' ? (await producer.queue.getJob(id))!.returnvalue : undefined),
      `acknowledgement of ${lead.id} completed`,
    );
  }

  it('sends the person one short email, from MAIL_FROM with Reply-To sales, once per lead even when the lead is replayed', async () => {
    workers.push(await startWorker(config));
    const lead = demoRequestLead({ workEmail: 'raj@globex-ack.example', preferredTime: 'Tuesday afternoon CET' });
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    expect(await acknowledgementResult(lead)).toBe('sent');

    const [ack, ...more] = smtp.withMessageId(acknowledgementMessageId(lead.id));
    expect(more).toHaveLength(0);
    expect(ack!.rcptTo).toEqual([lead.data.workEmail]);
    expect(ack!.parsed.from?.value).toEqual([{ name: 'Surface Harvester', address: 'no-reply@surface-harvester.test' }]);
    expect(ack!.parsed.replyTo?.value).toEqual([expect.objectContaining({ address: SALES })]);
    expect(ack!.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(ack!.parsed.subject).toBe('Thank you: we received your demo request');
    expect(ack!.parsed.text).toContain('Thank you, Raj Patel');
    expect(ack!.parsed.text).toContain('You asked about: a demo of the platform');
    expect(ack!.parsed.text).toContain('Preferred time: Tuesday afternoon CET');
    expect(ack!.parsed.text).toContain(ANSWER_PROMISE);
    expect(ack!.parsed.text).toContain('within 24 hours');
    // The sales email is its own message, to sales only.
    expect(smtp.withMessageId(leadMessageId(lead.id)).map((email) => email.rcptTo)).toEqual([[SALES]]);
    const stored = await row(lead);
    expect(stored.acknowledgement).toBe('sent');
    expect(stored.acknowledged_at).toBeInstanceOf(Date);

    // A replay long after (its completed jobs gone): the lead job runs again and adds the acknowledgement job
    // again, which finds the lead acknowledged already and sends nothing.
    await (await producer.queue.getJob(acknowledgementJobId(lead.id)))!.remove();
    await (await producer.queue.getJob(leadJobId(lead.id)))!.remove();
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: false, email: 'already-emailed' });
    expect(await acknowledgementResult(lead)).toBe('already-sent');
    await sleep(500);
    expect(smtp.withMessageId(acknowledgementMessageId(lead.id))).toHaveLength(1);
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(1);
  });

  it('never acknowledges a lead flagged by the honeypot', async () => {
    workers.push(await startWorker(config));
    const lead = { ...contactSubmissionLead({ workEmail: 'bot@spam-ack.example' }), flagged: true };
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: true, email: 'flagged' });
    expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
    await sleep(500);
    expect(smtp.messages.filter((email) => email.rcptTo.includes(lead.data.workEmail))).toHaveLength(0);
    expect((await row(lead)).acknowledgement).toBeNull();
  });

  it('retries through an SMTP outage like the sales email, and still sends it once', async () => {
    workers.push(await startWorker(config));
    smtp.behaviour = { rejectRecipients: { code: 451, message: 'try again later' } };
    const lead = evidencePackRequestLead({ workEmail: 'auditor@initech-ack.example', purpose: 'SOC 2 audit' });
    await producer.add(lead);
    await waitFor(async () => ((await producer.queue.getJob(acknowledgementJobId(lead.id)))?.attemptsMade ?? 0) >= 2, 'two failed attempts');
    smtp.behaviour = {};
    expect(await acknowledgementResult(lead)).toBe('sent');
    const [ack, ...more] = smtp.withMessageId(acknowledgementMessageId(lead.id));
    expect(more).toHaveLength(0);
    expect(ack!.parsed.text).toContain('You asked about: the evidence pack');
    expect(ack!.parsed.text).toContain('Purpose: SOC 2 audit');
  });

  it(`drops acknowledgements past ${MAX_PER_DOMAIN} per recipient domain and hour, and records it`, async () => {
    workers.push(await startWorker(config));
    const sameDomain = [1, 2, 3].map((n) => contactSubmissionLead({ workEmail: `person${n}@Capped-ack.example`, inquiryType: 'cpp-project' }));
    const otherDomain = contactSubmissionLead({ workEmail: 'someone@other-ack.example' });
    for (const lead of sameDomain) {
      await producer.add(lead);
      // One after the other, so which one is over the cap is known.
      await acknowledgementResult(lead);
    }
    await producer.add(otherDomain);

    expect(await Promise.all(sameDomain.map(acknowledgementResult))).toEqual(['sent', 'sent', 'rate-limited']);
    expect(await acknowledgementResult(otherDomain)).toBe('sent');
    expect(smtp.withMessageId(acknowledgementMessageId(sameDomain[2]!.id))).toHaveLength(0);
    expect((await row(sameDomain[2]!)).acknowledgement).toBe('rate-limited');
    expect((await row(sameDomain[2]!)).acknowledged_at).toBeNull();
    // Sales hear about every lead, capped or not.
    for (const lead of sameDomain) expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(1);
    const [first] = smtp.withMessageId(acknowledgementMessageId(sameDomain[0]!.id));
    expect(first!.parsed.subject).toBe('Thank you: we received your cpp project inquiry');
  });

  it('sends none with LEAD_ACKNOWLEDGEMENT=off', async () => {
    workers.push(await startWorker({ ...config, acknowledgementEnabled: false }));
    const lead = contactSubmissionLead({ workEmail: 'quiet@off-ack.example' });
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
    expect(smtp.withMessageId(acknowledgementMessageId(lead.id))).toHaveLength(0);
  });
});
