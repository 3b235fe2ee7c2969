import { SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { LEAD_JOB, LEAD_JOB_OPTIONS, leadJobId, type LeadJobData, verdictRecord } from '@site/contracts';
import { QUEUE_JOBS } from '@site/contracts/queue-jobs';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { leadMessageId } from '../mail/lead-email.js';
import { LogCapture } from '../test-support/log-capture.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { LEAD_NOT_EMAILED_ALERT, type SweepResult, UnnotifiedLeadSweeper } from './unnotified-lead-sweeper.js';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('UnnotifiedLeadSweeper (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('sweeper');
  const smtp = new SmtpTestServer();
  const logs = new LogCapture();
  let config: WorkerSettings;
  let worker: INestApplicationContext;
  let producer: TestProducer;

  // Stored but never emailed, and their jobs are gone (as after a Redis loss):
  const lost = contactSubmissionLead({ company: 'Lost Ltd' }, ago(10 * MINUTE));
  const ancient = demoRequestLead({ company: 'Ancient Inc' }, ago(2 * 60 * MINUTE));
  // Left alone: too recent, flagged, or its job still exists (a dead letter).
  const recent = evidencePackRequestLead({}, ago(10_000));
  const flagged = { ...contactSubmissionLead({ website: 'spam' }, ago(10 * MINUTE)), verdict: verdictRecord(['honeypot']) };
  const dead = contactSubmissionLead({ company: 'Dead Letter GmbH' }, ago(10 * MINUTE));

  async function notifiedAt(lead: LeadJobData): Promise<Date | null> {
    const [row] = await database.query<{ notified_at: Date | null }>(`SELECT notified_at FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [
      lead.id,
    ]);
    return row!.notified_at;
  }

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('sweeper'),
      smtpUrl: smtp.url,
      sweepIntervalMs: 300,
      renotifyAfterMs: 5 * MINUTE,
      alertAfterMs: 60 * MINUTE,
    });
    producer = new TestProducer(config);
    await database.storeLeads([lost, ancient, recent, flagged, dead]);
    // The dead letter: a job for the lead that fails for good (its data no longer passes the contract).
    await producer.queue.add(LEAD_JOB.process, { ...dead, kind: 'unknown' }, { jobId: leadJobId(dead.id), ...LEAD_JOB_OPTIONS });
    worker = await startWorker(config, logs);
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  it('schedules itself as a repeatable job', async () => {
    const scheduler = await producer.queue.getJobScheduler(QUEUE_JOBS[LEAD_JOB.sweep].schedulerId);
    expect(scheduler).toMatchObject({ name: LEAD_JOB.sweep, every: 300 });
  });

  it('re-enqueues un-emailed leads whose job is gone, and they get emailed', async () => {
    await waitFor(async () => (await notifiedAt(lost)) && (await notifiedAt(ancient)), 'both lost leads emailed');
    expect(smtp.withMessageId(leadMessageId(lost.id))).toHaveLength(1);
    expect(smtp.withMessageId(leadMessageId(ancient.id))).toHaveLength(1);
    const requeued = logs.lines.filter((line) => line.msg === 'un-emailed lead had no job: re-enqueued').map((line) => line.leadId);
    expect(requeued).toEqual(expect.arrayContaining([lost.id, ancient.id]));
    expect(requeued).not.toContain(dead.id);
  });

  it('logs the lead-not-emailed alert for a lead older than ALERT_AFTER_MS', async () => {
    const alert = await waitFor(() => logs.find((line) => line.alert === LEAD_NOT_EMAILED_ALERT), 'the alert');
    expect(alert).toMatchObject({ level: 50, leadId: ancient.id, kind: 'demo-request' });
    expect(alert.oldestAgeMs).toBeGreaterThan(60 * MINUTE);
    // The alert names the lead, never its personal data.
    expect(JSON.stringify(alert)).not.toContain(ancient.data.workEmail);
  });

  it('leaves recent, flagged and dead-lettered leads alone, and counts what is left', async () => {
    const deadJob = await producer.settled(dead.id, 'failed');
    expect(deadJob.attemptsMade).toBe(1);

    const result: SweepResult = await worker.get(UnnotifiedLeadSweeper).sweep();
    // Only the dead letter is still un-emailed past RENOTIFY_AFTER_MS; its job exists, so nothing is re-enqueued.
    expect(result).toMatchObject({ unemailed: 1, requeued: 0, alerted: false });
    expect(await (await producer.job(dead.id))!.getState()).toBe('failed');
    expect(await notifiedAt(dead)).toBeNull();
    expect(await notifiedAt(recent)).toBeNull();
    expect(await notifiedAt(flagged)).toBeNull();
    expect(await producer.job(recent.id)).toBeUndefined();
    expect(await producer.job(flagged.id)).toBeUndefined();
  });
});
