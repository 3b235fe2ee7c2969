import { type PrivateRedis, privateRedis, sleep, SmtpTestServer } from '@site/harness';
import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { leadMessageId } from './mail/lead-email.js';
import { TestDatabase } from './test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead } from './test-support/test-leads.js';
import { testConfig, TestProducer, uniquePrefix } from './test-support/test-worker.js';
import { WorkerProcess } from './test-support/worker-process.js';

/** The built worker (`node dist/main.js`) as a process: crash recovery, graceful stop, start-up checks. */
describe('worker process', () => {
  const database = new TestDatabase('process');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let producer: TestProducer;
  const processes: WorkerProcess[] = [];

  function startProcess(extraEnv: Record<string, string> = {}): WorkerProcess {
    const child = new WorkerProcess({
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      QUEUE_PREFIX: config.queuePrefix,
      SMTP_URL: smtp.url,
      SALES_EMAIL: config.salesEmail,
      LOG_LEVEL: 'info',
      // A killed worker's job is retaken about a second after its lock lapses.
      LOCK_DURATION_MS: '1000',
      STALLED_INTERVAL_MS: '500',
      LEAD_BACKOFF_SCALE: '0.01',
      ...extraEnv,
    });
    processes.push(child);
    return child;
  }

  beforeAll(async () => {
    await database.create();
    await smtp.start();
    config = testConfig({ databaseUrl: database.url, queuePrefix: uniquePrefix('process') });
    producer = new TestProducer(config);
  });

  afterEach(async () => {
    smtp.behaviour = {};
    await Promise.all(processes.splice(0).map((child) => child.dispose()));
  });

  afterAll(async () => {
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  async function rowsOf(lead: { kind: keyof typeof LEAD_TABLE_NAMES; id: string }) {
    return database.query<{ notified_at: Date | null }>(`SELECT notified_at FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]);
  }

  it('recovers a job whose worker was killed (SIGKILL) mid-email: one row, and the email arrives', async () => {
    const first = startProcess();
    await first.waitForLog('worker ready');
    // Slow to accept: the kill lands after the row is stored, while the email is being handed over.
    smtp.behaviour = { acceptDelayMs: 5_000 };
    const lead = contactSubmissionLead({ company: 'Crashy Corp' });
    const dataStarted = smtp.nextDataStarted();
    await producer.add(lead);
    await dataStarted;
    first.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    expect(await producer.queue.getJobState(`lead-${lead.id}`)).toBe('active');
    expect(await rowsOf(lead)).toEqual([{ notified_at: null }]);

    smtp.behaviour = {};
    const second = startProcess();
    await second.waitForLog('worker ready');
    const job = await producer.settled(lead.id, 'completed', 20_000);
    expect(job.returnvalue).toEqual({ inserted: false, email: 'emailed' });

    const rows = await rowsOf(lead);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notified_at).toBeInstanceOf(Date);
    const delivered = smtp.withMessageId(leadMessageId(lead.id)).filter((message) => message.clientWasConnected);
    expect(delivered.length).toBeGreaterThanOrEqual(1);
  });

  it('finishes the active job on SIGTERM, takes no new one, and exits 0', async () => {
    const child = startProcess();
    await child.waitForLog('worker ready');
    smtp.behaviour = { acceptDelayMs: 1_500 };
    const lead = demoRequestLead({ company: 'Graceful GmbH' });
    const dataStarted = smtp.nextDataStarted();
    await producer.add(lead);
    await dataStarted;

    child.kill('SIGTERM');
    await child.waitForLog('waiting for active jobs to finish');
    await sleep(200);
    const later = demoRequestLead({ company: 'Later Ltd' });
    await producer.add(later);

    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.lines.some((line) => line.msg === 'worker stopped')).toBe(true);
    expect(await producer.queue.getJobState(`lead-${lead.id}`)).toBe('completed');
    expect((await rowsOf(lead))[0]!.notified_at).toBeInstanceOf(Date);
    expect(smtp.withMessageId(leadMessageId(lead.id)).filter((message) => message.clientWasConnected)).toHaveLength(1);
    // The job added during the shutdown waits for the next worker.
    expect(await producer.queue.getJobState(`lead-${later.id}`)).toBe('waiting');
    expect(await rowsOf(later)).toHaveLength(0);
  });

  it('stops within SHUTDOWN_TIMEOUT_MS when an email hangs, and the next worker retries that job', async () => {
    const child = startProcess({ SHUTDOWN_TIMEOUT_MS: '300' });
    await child.waitForLog('worker ready');
    // Far longer than the shutdown timeout (and than the stop may take on a busy machine).
    smtp.behaviour = { acceptDelayMs: 12_000 };
    const lead = contactSubmissionLead({ company: 'Hung Up Inc' });
    const dataStarted = smtp.nextDataStarted();
    await producer.add(lead);
    await dataStarted;

    const stopAsked = Date.now();
    child.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopAsked).toBeLessThan(9_000);
    expect(child.lines.some((line) => line.msg === 'active jobs did not finish in time: aborting them for a later retry')).toBe(true);
    // The aborted email counts as a failed attempt: the job waits for its retry, the row is stored, not notified.
    const job = (await producer.job(lead.id))!;
    expect(await job.getState()).toBe('delayed');
    expect(job.attemptsMade).toBe(1);
    expect(await rowsOf(lead)).toEqual([{ notified_at: null }]);

    smtp.behaviour = {};
    const next = startProcess();
    await next.waitForLog('worker ready');
    await producer.settled(lead.id, 'completed', 20_000);
    expect((await rowsOf(lead))[0]!.notified_at).toBeInstanceOf(Date);
  });

  describe('with a Redis that may evict keys', () => {
    const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
    let redis: PrivateRedis | undefined;
    let redisUrl = '';

    beforeAll(async () => {
      if (!hasRedisServer) return;
      redis = await privateRedis({ extraArgs: ['--maxmemory-policy', 'allkeys-lru'] });
      redisUrl = redis.url;
    });

    afterAll(async () => {
      await redis?.stop();
    });

    (hasRedisServer ? it : it.skip)('refuses to start unless maxmemory-policy is noeviction (exit 1)', async () => {
      const child = startProcess({ REDIS_URL: redisUrl });
      expect(await child.exited).toEqual({ code: 1, signal: null });
      const fatal = child.lines.find((line) => line.level === 60);
      expect(String(fatal?.msg)).toMatch(/maxmemory-policy is "allkeys-lru" but the leads queue needs "noeviction"/);
    });
  });
});
