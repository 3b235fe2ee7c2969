import { sleep, SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { followUpJobId, LEAD_JOB, LEAD_JOB_OPTIONS, type LeadJobData } from '@site/contracts';
import { verifyClaimToken } from '@site/lead-claims';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { leadMessageId } from '../mail/lead-email.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { WorkerProcess } from '../test-support/worker-process.js';
import { followUpMessageId } from './follow-up-email.js';

const SALES = 'sales@surface-harvester.test';
const ESCALATION = 'sales-escalation@surface-harvester.test';
const SECRET = 'follow-up-test-secret-of-at-least-32-chars';
/** Short windows instead of 12 h and 20 h: the clock is driven by configuration, never by sleeping for hours. */
const ESCALATE_AFTER_MS = 3_000;
const FINAL_ALERT_AFTER_MS = 6_000;

/** The claim link of an email's text version. */
function claimLinkIn(text: string | undefined): URL {
  const match = /I'll take this lead: (\S+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no claim link in:\n${text}`);
  return new URL(match[1]);
}

describe('follow-ups of unclaimed leads (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('follow_up');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let producer: TestProducer;
  const processes: WorkerProcess[] = [];
  const contexts: INestApplicationContext[] = [];

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('follow-up'),
      smtpUrl: smtp.url,
      salesEmail: SALES,
      salesEscalationEmail: ESCALATION,
      escalateAfterMs: ESCALATE_AFTER_MS,
      finalAlertAfterMs: FINAL_ALERT_AFTER_MS,
      claimTokenSecret: SECRET,
      backoffScale: 0.01,
    });
    producer = new TestProducer(config);
  });

  afterEach(async () => {
    await Promise.all(processes.splice(0).map((child) => child.dispose()));
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  function startProcess(): WorkerProcess {
    const child = new WorkerProcess({
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      QUEUE_PREFIX: config.queuePrefix,
      SMTP_URL: smtp.url,
      SALES_EMAIL: SALES,
      SALES_ESCALATION_EMAIL: ESCALATION,
      CLAIM_ESCALATE_AFTER_MS: String(ESCALATE_AFTER_MS),
      CLAIM_FINAL_ALERT_AFTER_MS: String(FINAL_ALERT_AFTER_MS),
      CLAIM_TOKEN_SECRET: SECRET,
      LEAD_BACKOFF_SCALE: '0.01',
      LOG_LEVEL: 'info',
    });
    processes.push(child);
    return child;
  }

  async function row(lead: LeadJobData): Promise<Record<string, unknown>> {
    const rows = await database.query(`SELECT * FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]);
    return rows[0]!;
  }

  async function followUpResult(lead: LeadJobData, step: 'escalation' | 'final-alert'): Promise<unknown> {
    const id = followUpJobId(lead.id, step);
    return waitFor(
      async () => ((await producer.queue.getJobState(id)) === 'completed' ? (await producer.queue.getJob(id))!.returnvalue : undefined),
      `${step} job of ${lead.id} completed`,
      FINAL_ALERT_AFTER_MS + 20_000,
    );
  }

  it('sends no follow-up for a lead claimed in time', async () => {
    contexts.push(await startWorker(config));
    const lead = contactSubmissionLead();
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    const [email] = smtp.withMessageId(leadMessageId(lead.id));
    expect(email?.rcptTo).toEqual([SALES]);
    // The sales email's claim link names this lead and fills in the one recipient.
    const link = claimLinkIn(email?.parsed.text);
    expect(link.searchParams.get('claimer')).toBe(SALES);
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    expect(await verifyClaimToken(token, SECRET)).toMatchObject({ ok: true, claim: { leadId: lead.id, kind: 'contact-submission' } });

    // Claimed (what the api's claim page records) well before the escalation time.
    await database.query(`UPDATE contact_submissions SET claimed_at = now(), claimed_by = 'ana@surface-harvester.test' WHERE id = $1`, [lead.id]);
    expect(await followUpResult(lead, 'escalation')).toBe('claimed');
    expect(await followUpResult(lead, 'final-alert')).toBe('claimed');
    expect(smtp.withMessageId(followUpMessageId('escalation', lead.id))).toHaveLength(0);
    expect(smtp.withMessageId(followUpMessageId('final-alert', lead.id))).toHaveLength(0);
    const stored = await row(lead);
    expect(stored.escalated_at).toBeNull();
    expect(stored.final_alert_at).toBeNull();
  });

  it('escalates an unclaimed lead exactly once, then one final alert, with two workers and one restarted', async () => {
    const first = startProcess();
    const second = startProcess();
    await Promise.all([first.waitForLog('worker ready'), second.waitForLog('worker ready')]);
    const lead = demoRequestLead();
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');

    // One worker stops (gracefully) and a new one takes its place while the follow-ups are pending in Redis.
    first.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const third = startProcess();
    await third.waitForLog('worker ready');

    expect(await followUpResult(lead, 'escalation')).toBe('sent');
    expect(await followUpResult(lead, 'final-alert')).toBe('sent');
    // Time for any duplicate to show up.
    await sleep(1_000);

    const escalations = smtp.withMessageId(followUpMessageId('escalation', lead.id));
    expect(escalations).toHaveLength(1);
    expect(escalations[0]!.rcptTo).toEqual([ESCALATION]);
    expect(escalations[0]!.parsed.subject).toBe('Lead unclaimed for 3 s: demo request from Globex (Security Operations)');
    expect(escalations[0]!.parsed.inReplyTo).toBe(leadMessageId(lead.id));
    expect(claimLinkIn(escalations[0]!.parsed.text).searchParams.get('claimer')).toBe(ESCALATION);

    const finals = smtp.withMessageId(followUpMessageId('final-alert', lead.id));
    expect(finals).toHaveLength(1);
    expect([...finals[0]!.rcptTo].sort()).toEqual([ESCALATION, SALES].sort());
    expect(finals[0]!.parsed.subject).toMatch(/^Final alert: lead unclaimed for 6 s, answer due in \d+(\.\d)? h: demo request from Globex/);
    // Two recipients: the page asks who takes it.
    expect(claimLinkIn(finals[0]!.parsed.text).searchParams.get('claimer')).toBeNull();

    const stored = await row(lead);
    expect(stored.escalated_at).toBeInstanceOf(Date);
    expect(stored.final_alert_at).toBeInstanceOf(Date);
    expect((stored.escalated_at as Date).getTime() - Date.parse(lead.receivedAt)).toBeGreaterThanOrEqual(ESCALATE_AFTER_MS);
    expect((stored.final_alert_at as Date).getTime() - Date.parse(lead.receivedAt)).toBeGreaterThanOrEqual(FINAL_ALERT_AFTER_MS);
  });

  it('does not send a step again when its job is scheduled a second time', async () => {
    contexts.push(await startWorker(config));
    const lead = contactSubmissionLead({}, new Date(Date.now() - FINAL_ALERT_AFTER_MS - 1_000));
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    expect(await followUpResult(lead, 'escalation')).toBe('sent');

    // The job is gone (e.g. trimmed) and the step scheduled again: the lead's row says it went out already.
    await producer.queue.remove(followUpJobId(lead.id, 'escalation'));
    await producer.queue.add(
      LEAD_JOB.escalate,
      { leadId: lead.id, kind: lead.kind, step: 'escalation' },
      {
        ...LEAD_JOB_OPTIONS,
        jobId: followUpJobId(lead.id, 'escalation'),
      },
    );
    expect(await followUpResult(lead, 'escalation')).toBe('already-sent');
    expect(smtp.withMessageId(followUpMessageId('escalation', lead.id))).toHaveLength(1);
  });

  it('fails a follow-up job whose lead id is not a UUID at once, as a dead letter (no retries against the database)', async () => {
    contexts.push(await startWorker(config));
    const jobId = 'escalation-not-a-uuid';
    await producer.queue.add(
      LEAD_JOB.escalate,
      { leadId: 'not-a-uuid', kind: 'contact-submission', step: 'escalation' },
      {
        ...LEAD_JOB_OPTIONS,
        jobId,
      },
    );
    const job = await waitFor(
      async () => ((await producer.queue.getJobState(jobId)) === 'failed' ? producer.queue.getJob(jobId) : undefined),
      'the malformed follow-up job failed',
      15_000,
    );
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(/lead id is not a UUID/);
  });
});
