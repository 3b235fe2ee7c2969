import { verdictRecord } from '@site/contracts';
import { SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { LEAD_JOB, type LeadJobData } from '@site/contracts';
import { QUEUE_JOBS } from '@site/contracts/queue-jobs';
import { LEAD_TABLE_NAMES, LeadRepository } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { DailyDigest } from './daily-digest.service.js';

const SALES = 'sales@surface-harvester.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('daily digest (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('digest');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let worker: INestApplicationContext;
  let producer: TestProducer;
  const now = Date.now();

  /** Stores a lead received `agoMs` ago, claimed `claimAfterMs` after it arrived (or never). */
  async function stored(lead: LeadJobData, claimAfterMs?: number): Promise<LeadJobData> {
    await worker.get(LeadRepository).insertIfAbsent(lead);
    if (claimAfterMs !== undefined) {
      const table = LEAD_TABLE_NAMES[lead.kind];
      const receivedAt = lead.kind === 'contact-submission' ? 'submitted_at' : 'requested_at';
      await database.query(
        `UPDATE ${table} SET claimed_at = ${receivedAt} + make_interval(secs => $2), claimed_by = 'ana@surface-harvester.test' WHERE id = $1`,
        [lead.id, claimAfterMs / 1000],
      );
    }
    return lead;
  }
  const ago = (ms: number) => new Date(now - ms);

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('digest'),
      smtpUrl: smtp.url,
      salesEmail: SALES,
      digestHour: 7,
      digestTimeZone: 'Europe/Berlin',
    });
    worker = await startWorker(config);
    producer = new TestProducer(config);
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  it('schedules itself every day at the configured hour in the configured time zone', async () => {
    const scheduler = await producer.queue.getJobScheduler(QUEUE_JOBS[LEAD_JOB.digest].schedulerId);
    expect(scheduler).toMatchObject({ name: LEAD_JOB.digest, pattern: '0 7 * * *', tz: 'Europe/Berlin' });
  });

  it('counts the day by kind and inquiry type, times the claims and lists the unclaimed leads', async () => {
    await stored(contactSubmissionLead({ inquiryType: 'proposal' }, ago(2 * HOUR)), 30 * MINUTE);
    const waitingProposal = await stored(contactSubmissionLead({ inquiryType: 'proposal', company: 'Waiting & Co' }, ago(5 * HOUR)));
    await stored(contactSubmissionLead({ inquiryType: undefined }, ago(1 * HOUR)), 10 * MINUTE);
    const waitingDemo = await stored(demoRequestLead({}, ago(3 * HOUR)));
    // Unverified (no proof of work): a lead like any other in the counts, and counted as unverified.
    await stored({ ...evidencePackRequestLead({}, ago(10 * HOUR)), verdict: verdictRecord(['proof-of-work-missing']) }, 6 * HOUR);
    // A honeypot hit (spam): never counted with the leads.
    await stored({ ...contactSubmissionLead({}, ago(1 * HOUR)), verdict: verdictRecord(['honeypot']) });
    // Before the period: listed while unclaimed, not counted as received today.
    const waitingOld = await stored(demoRequestLead({ company: 'Old Corp' }, ago(30 * HOUR)));
    // Received before the period, claimed in it after 26 h: the worst time to claim.
    await stored(contactSubmissionLead({}, ago(40 * HOUR)), 26 * HOUR);

    const report = await worker.get(DailyDigest).send(new Date(now));
    expect(report.received).toEqual([
      { kind: 'contact-submission', inquiryType: 'general', total: 1, claimed: 1, unclaimed: 0 },
      { kind: 'contact-submission', inquiryType: 'proposal', total: 2, claimed: 1, unclaimed: 1 },
      { kind: 'demo-request', inquiryType: 'demo', total: 1, claimed: 0, unclaimed: 1 },
      { kind: 'evidence-pack-request', inquiryType: 'evidence-pack', total: 1, claimed: 1, unclaimed: 0 },
    ]);
    expect(report.totals).toEqual({ received: 5, claimed: 3, unclaimed: 2 });
    expect(report.verdicts).toEqual({ ok: 4, unverified: 1, spam: 1 });
    // Claims in the period: 10 min, 30 min, 6 h, 26 h.
    expect(report.timeToClaim).toEqual({ claims: 4, medianMs: 3.25 * HOUR, worstMs: 26 * HOUR });
    expect(report.unclaimed.map((lead) => lead.id)).toEqual([waitingOld.id, waitingProposal.id, waitingDemo.id]);
    expect(report.unclaimed.map((lead) => Math.round(lead.ageMs / HOUR))).toEqual([30, 5, 3]);
    expect(report.unclaimedTotal).toBe(3);

    const email = await waitFor(() => smtp.messages.find((message) => message.parsed.headers.has('x-lead-digest')), 'the digest email');
    expect(email.rcptTo).toEqual([SALES]);
    expect(email.parsed.subject).toBe('Lead digest: 5 new, 3 claimed, 3 waiting');
    const text = email.parsed.text ?? '';
    expect(text).toContain('contact submission · proposal: 2 received, 1 claimed, 1 unclaimed');
    expect(text).toContain('demo request · demo: 1 received, 0 claimed, 1 unclaimed');
    expect(text).toContain('Median time to claim: 3.3 h');
    expect(text).toContain('Worst time to claim: 26 h');
    expect(text).toContain('Unverified: 1 (emailed;');
    expect(text).toContain('Spam: 1 (stored, not emailed;');
    expect(text).toContain('30 h old: Old Corp <');
    expect(text).toMatch(/5 h old: Waiting & Co <[^>]+> · contact submission \(proposal\)/);
    expect(text).toMatch(/Claim: http:\/\/localhost:8080\/api\/lead-claims\/[\w.-]+\?claimer=sales%40surface-harvester\.test/);
    expect(email.parsed.html).toContain('Waiting &amp; Co');
  });

  it('goes out when its job runs on the queue', async () => {
    const before = smtp.messages.length;
    await producer.queue.add(LEAD_JOB.digest, {});
    await waitFor(() => smtp.messages.slice(before).find((message) => message.parsed.headers.has('x-lead-digest')), 'a digest from the queue');
  });
});
