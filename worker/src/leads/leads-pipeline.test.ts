import { verdictRecord } from '@site/contracts';
import { sleep, SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { LeadJobData } from '@site/contracts';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { leadMessageId } from '../mail/lead-email.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import type { LeadOutcome } from './lead-processing.service.js';

const SALES = 'sales@surface-harvester.test';

describe('lead pipeline (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('pipeline');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let worker: INestApplicationContext;
  let producer: TestProducer;

  beforeAll(async () => {
    await database.create();
    await smtp.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('pipeline'),
      smtpUrl: smtp.url,
      salesEmail: SALES,
      // Retry waits of 50 ms, 100 ms, 200 ms... instead of 5 s, 10 s, 20 s.
      backoffScale: 0.01,
    });
    worker = await startWorker(config);
    producer = new TestProducer(config);
  });

  afterEach(() => {
    smtp.behaviour = {};
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  async function rows(lead: LeadJobData): Promise<Array<Record<string, unknown>>> {
    return database.query(`SELECT * FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]);
  }

  it.each([
    ['contact-submission', () => contactSubmissionLead({ company: '<script>alert(1)</script> Corp' })],
    ['demo-request', () => demoRequestLead()],
    ['evidence-pack-request', () => evidencePackRequestLead()],
  ])('stores one row and sends one email for a %s lead', async (_kind, makeLead) => {
    const lead = makeLead();
    await producer.add(lead);
    const job = await producer.settled(lead.id, 'completed');
    expect(job.returnvalue).toEqual({ inserted: true, email: 'emailed' } satisfies LeadOutcome);

    const stored = await rows(lead);
    expect(stored).toHaveLength(1);
    const row = stored[0]!;
    const receivedAtColumn = lead.kind === 'contact-submission' ? 'submitted_at' : 'requested_at';
    expect((row[receivedAtColumn] as Date).toISOString()).toBe(lead.receivedAt);
    expect((row.consent_accepted_at as Date).toISOString()).toBe(lead.consent.acceptedAt);
    expect(row.consent_policy_version).toBe(lead.consent.policyVersion);
    expect(row.flagged).toBe(false);
    expect(row.work_email).toBe(lead.data.workEmail);
    expect(row.notified_at).toBeInstanceOf(Date);
    expect(row.notification_message_id).toBe(leadMessageId(lead.id));

    const emails = smtp.withMessageId(leadMessageId(lead.id));
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email.rcptTo).toEqual([SALES]);
    expect(email.parsed.replyTo?.value).toEqual([expect.objectContaining({ address: lead.data.workEmail })]);
    expect(email.parsed.from?.value).toEqual([{ name: 'Surface Harvester', address: 'no-reply@surface-harvester.test' }]);
    expect(email.parsed.text).toContain(lead.id);
    if (lead.kind === 'contact-submission') {
      expect(email.parsed.subject).toBe('New contact submission: <script>alert(1)</script> Corp (CISO)');
      expect(email.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Corp');
      expect(email.parsed.html).not.toContain('<script>');
      expect(row.company).toBe('<script>alert(1)</script> Corp');
      expect(row.inquiry_type).toBe('proposal');
      expect(row.privacy_consent).toBe(true);
    } else if (lead.kind === 'demo-request') {
      expect(email.parsed.subject).toBe('New demo request: Globex (Security Operations)');
      expect(row.preferred_time).toBe('Tuesday afternoon CET');
    } else {
      expect(email.parsed.subject).toBe('New evidence pack request: auditor@initech.example');
      expect(row.purpose).toBe('SOC 2 audit');
    }
  });

  it('inserts nothing new and sends no second email when the same lead job is replayed', async () => {
    const lead = contactSubmissionLead();
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    const notifiedAt = (await rows(lead))[0]!.notified_at as Date;

    // The same id again while the completed job is kept: BullMQ ignores the add.
    await producer.add(lead);
    // The job gone (e.g. after removeOnComplete) and the lead replayed: it runs again, and finds it all done.
    await (await producer.job(lead.id))!.remove();
    await producer.add(lead);
    const replay = await producer.settled(lead.id, 'completed');
    expect(replay.returnvalue).toEqual({ inserted: false, email: 'already-emailed' } satisfies LeadOutcome);

    const stored = await rows(lead);
    expect(stored).toHaveLength(1);
    expect((stored[0]!.notified_at as Date).getTime()).toBe(notifiedAt.getTime());
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(1);
  });

  it('stores a spam lead (honeypot) flagged and never emails it', async () => {
    const lead = { ...demoRequestLead({ website: 'http://spam.example' }), verdict: verdictRecord(['honeypot']) };
    await producer.add(lead);
    const job = await producer.settled(lead.id, 'completed');
    expect(job.returnvalue).toEqual({ inserted: true, email: 'spam' } satisfies LeadOutcome);
    const stored = await rows(lead);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.flagged).toBe(true);
    expect(stored[0]!.notified_at).toBeNull();
    await sleep(300);
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(0);
  });

  it('retries while the SMTP server is down and emails sales once it is back', async () => {
    await smtp.stop();
    const lead = contactSubmissionLead({ company: 'Initrode' });
    try {
      await producer.add(lead);
      const retried = await waitFor(async () => {
        const job = await producer.job(lead.id);
        return job && job.attemptsMade >= 3 ? job : undefined;
      }, 'three failed attempts');
      expect(retried.failedReason).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      expect((await rows(lead))[0]!.notified_at).toBeNull();
    } finally {
      await smtp.start();
    }

    const job = await producer.settled(lead.id, 'completed', 20_000);
    expect(job.attemptsMade).toBeGreaterThanOrEqual(3);
    expect(job.returnvalue).toEqual({ inserted: false, email: 'emailed' } satisfies LeadOutcome);
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(1);
    const row = (await rows(lead))[0]!;
    expect(row.notified_at).toBeInstanceOf(Date);
    expect(row.notification_message_id).toBe(leadMessageId(lead.id));
  });

  it('fails the job at once as a dead letter when the SMTP server refuses with 550', async () => {
    smtp.behaviour = { rejectRecipients: { code: 550, message: '5.1.1 Mailbox unavailable' } };
    const lead = evidencePackRequestLead();
    await producer.add(lead);
    const job = await producer.settled(lead.id, 'failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/550/);

    // Longer than several retry waits at this scale: still failed, still one attempt, still kept.
    await sleep(500);
    const later = (await producer.job(lead.id))!;
    expect(await later.getState()).toBe('failed');
    expect(later.attemptsMade).toBe(1);
    expect(await producer.queue.getFailedCount()).toBeGreaterThanOrEqual(1);

    const stored = await rows(lead);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.notified_at).toBeNull();
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(0);
  });

  it('fails a malformed job at once', async () => {
    const lead = contactSubmissionLead({ role: 'janitor' as never });
    await producer.add(lead);
    const job = await producer.settled(lead.id, 'failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/malformed lead job: lead fields invalid \(role\)/);
    expect(await rows(lead)).toHaveLength(0);
  });
});
