import { sleep, SmtpTestServer } from '@site/harness';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { LeadJobData } from '@site/contracts';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { leadMessageId } from '../mail/lead-email.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';

const CLI = fileURLToPath(new URL('../../dist/cli/requeue-dead-letters.js', import.meta.url));

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

describe('requeue-dead-letters CLI (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('requeue');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let worker: INestApplicationContext;
  let producer: TestProducer;

  /** The built CLI as an operator runs it, against this test's queue prefix. */
  function runCli(...args: string[]): Promise<CliRun> {
    const { NODE_OPTIONS: _jest, ...parentEnv } = process.env;
    const env = { ...parentEnv, REDIS_URL: config.redisUrl, QUEUE_PREFIX: config.queuePrefix };
    return new Promise((resolve) => {
      execFile(process.execPath, [CLI, ...args], { env, timeout: 30_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
  }

  async function notifiedAt(lead: LeadJobData): Promise<Date | null> {
    const rows = await database.query<{ notified_at: Date | null }>(`SELECT notified_at FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [
      lead.id,
    ]);
    expect(rows).toHaveLength(1);
    return rows[0]!.notified_at;
  }

  const first = contactSubmissionLead({ company: 'Dead Letter One' });
  const second = evidencePackRequestLead();

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm -w worker run build\` first`);
    await database.create();
    await smtp.start();
    // Only the lead jobs' dead letters are counted here: no acknowledgement jobs beside them.
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('requeue'),
      smtpUrl: smtp.url,
      backoffScale: 0.01,
      acknowledgementEnabled: false,
    });
    worker = await startWorker(config);
    producer = new TestProducer(config);

    // The sales relay refuses for good (550): both jobs fail at once as dead letters, their rows stored, not emailed.
    smtp.behaviour = { rejectRecipients: { code: 550, message: 'mailbox unavailable' } };
    await producer.add(first);
    await producer.add(second);
    await producer.settled(first.id, 'failed');
    await producer.settled(second.id, 'failed');
    smtp.behaviour = {};
  });

  afterAll(async () => {
    await worker?.close();
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  it('--dry-run lists the dead letters and changes nothing', async () => {
    const run = await runCli('--dry-run');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`would requeue lead-${first.id}`);
    expect(run.stdout).toContain(`would requeue lead-${second.id}`);
    expect(run.stdout).toContain('SMTP server refused');
    expect(run.stdout).toContain('2 dead-letter lead job(s) would requeue (dry run: nothing changed)');
    await sleep(300);
    expect(await producer.queue.getFailedCount()).toBe(2);
    expect(smtp.messages).toHaveLength(0);
  });

  it('--lead requeues that lead only: it is emailed once and its row marked; the other stays a dead letter', async () => {
    const run = await runCli('--lead', first.id);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`requeued lead-${first.id}`);

    const job = await producer.settled(first.id, 'completed');
    expect(job.id).toBe(`lead-${first.id}`);
    // The attempts restart from zero: it ran once more, and the stored row was not inserted a second time.
    expect(job.attemptsMade).toBe(1);
    expect(job.returnvalue).toEqual({ inserted: false, email: 'emailed' });
    expect(smtp.withMessageId(leadMessageId(first.id))).toHaveLength(1);
    expect(await notifiedAt(first)).toBeInstanceOf(Date);
    expect(await producer.queue.getJobState(`lead-${second.id}`)).toBe('failed');
    expect(await notifiedAt(second)).toBeNull();
  });

  it('refuses a --lead that is not a dead letter (completed, unknown) and a malformed one', async () => {
    const completed = await runCli('--lead', first.id);
    expect(completed.code).toBe(1);
    expect(completed.stderr).toContain('is not a dead letter: its job is completed');
    const unknown = await runCli('--lead', randomUUID());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no job for lead');
    const malformed = await runCli('--lead', 'lead-123');
    expect(malformed.code).toBe(2);
  });

  it('without --lead requeues every dead letter: the failed set ends empty and sales got each lead once', async () => {
    const run = await runCli();
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('1 dead-letter lead job(s) requeued');

    await producer.settled(second.id, 'completed');
    expect(await producer.queue.getFailedCount()).toBe(0);
    expect(smtp.withMessageId(leadMessageId(second.id))).toHaveLength(1);
    expect(smtp.withMessageId(leadMessageId(first.id))).toHaveLength(1);
    expect(await notifiedAt(second)).toBeInstanceOf(Date);
  });
});
