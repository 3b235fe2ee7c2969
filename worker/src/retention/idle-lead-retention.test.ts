import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { WorkerSettings } from '@site/config';
import { acknowledgementJobId, type LeadJobData, leadJobId } from '@site/contracts';
import { SmtpTestServer, waitFor } from '@site/harness';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import { LeadMetrics } from '../metrics/lead-metrics.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { IdleLeadRetention } from './idle-lead-retention.js';

const RETENTION_DAYS = 730;

describe('retention of idle leads (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('retention');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let producer: TestProducer;
  let worker: INestApplicationContext;

  // Aged by the test past the retention period: every lead of this person.
  const idleContact = contactSubmissionLead({ workEmail: 'Idle.Person@old-co.example', company: 'Old Co' });
  const idleDemo = demoRequestLead({ workEmail: 'idle.person@old-co.example', company: 'Old Co' });
  // Kept: a person whose old lead was followed by a recent one, and a recent lead of another person.
  const oldButActive = evidencePackRequestLead({ workEmail: 'returning@still-here.example' });
  const recentOfActive = contactSubmissionLead({ workEmail: 'Returning@still-here.example', company: 'Still Here' });
  const recent = demoRequestLead({ workEmail: 'new.person@fresh.example', company: 'Fresh' });
  const all = [idleContact, idleDemo, oldButActive, recentOfActive, recent];

  async function stored(lead: LeadJobData): Promise<boolean> {
    const rows = await database.query(`SELECT 1 FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]);
    return rows.length === 1;
  }

  /** Ages a stored lead: every timestamp it has moves `days` into the past. */
  async function age(lead: LeadJobData, days: number): Promise<void> {
    const receivedAt = lead.kind === 'contact-submission' ? 'submitted_at' : 'requested_at';
    const shift = `make_interval(days => ${days})`;
    await database.query(
      `UPDATE ${LEAD_TABLE_NAMES[lead.kind]} SET ${receivedAt} = ${receivedAt} - ${shift}, consent_accepted_at = consent_accepted_at - ${shift},
         notified_at = notified_at - ${shift}, acknowledged_at = acknowledged_at - ${shift} WHERE id = $1`,
      [lead.id],
    );
  }

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('retention'),
      smtpUrl: smtp.url,
      retentionDays: RETENTION_DAYS,
      acknowledgementMaxPerClient: 100,
      acknowledgementMaxPerDomain: 100,
    });
    producer = new TestProducer(config);
    worker = await startWorker(config);
    for (const lead of all) await producer.add(lead);
    for (const lead of all) {
      await producer.settled(lead.id, 'completed');
      await waitFor(async () => (await producer.queue.getJobState(acknowledgementJobId(lead.id))) === 'completed', `acknowledgement of ${lead.id}`);
    }
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  it('is a repeatable job, registered when the worker starts', async () => {
    const schedulers = await producer.queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => scheduler.key)).toContain('lead-retention');
  });

  it('erases people idle past the retention period (rows and queue jobs), keeps the rest, and counts it in metrics and the audit log', async () => {
    await age(idleContact, RETENTION_DAYS + 10);
    await age(idleDemo, RETENTION_DAYS + 1);
    await age(oldButActive, RETENTION_DAYS + 100);
    // Just inside the period: kept.
    await age(recent, RETENTION_DAYS - 1);

    const result = await worker.get(IdleLeadRetention).run();
    expect(result).toMatchObject({ people: 1, leads: 2 });
    // Per lead: its lead job, acknowledgement, escalation and final alert.
    expect(result.removedJobs).toBe(8);

    expect(await stored(idleContact)).toBe(false);
    expect(await stored(idleDemo)).toBe(false);
    for (const lead of [oldButActive, recentOfActive, recent]) expect(await stored(lead)).toBe(true);
    for (const lead of [idleContact, idleDemo]) {
      expect(await producer.queue.getJob(leadJobId(lead.id))).toBeUndefined();
      expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
    }
    expect(await producer.queue.getJob(leadJobId(recent.id))).toBeDefined();

    const metrics = await worker.get(LeadMetrics).retentionErasures.get();
    const count = (what: string) => metrics.values.find((value) => value.labels.what === what)?.value;
    expect([count('people'), count('leads'), count('jobs')]).toEqual([1, 2, 8]);
    const audit = await database.query<{ actor: string; counts: Record<string, number> }>(
      "SELECT actor, counts FROM privacy_audit_log WHERE action = 'retention'",
    );
    expect(audit).toEqual([{ actor: 'retention job', counts: { people: 1, leads: 2, removedJobs: 8 } }]);

    // Nothing left to erase: a second run erases nothing and says so.
    expect(await worker.get(IdleLeadRetention).run()).toEqual({ people: 0, leads: 0, removedJobs: 0 });
  });
});
