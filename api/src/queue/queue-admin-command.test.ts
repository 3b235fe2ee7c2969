import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { redisOptionsFromUrl, apiConfig } from '@site/config';
import { LEADS_QUEUE } from '@site/contracts';
import { waitFor } from '@site/harness';
import { Queue, Worker } from 'bullmq';
import { deleteRedisKeys } from '../test-support/test-environment.js';
import { QUEUE_ADMIN_USAGE, runQueueAdmin } from './queue-admin-command.js';

/** The queue-admin command against a real Redis, on a queue prefix of its own. */

const redisUrl = apiConfig(process.env).redisUrl;
const prefix = `test-queue-admin-${process.pid}-${Date.now().toString(36)}`;
let queue: Queue;

async function admin(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runQueueAdmin(argv, {
    env: { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

beforeAll(async () => {
  queue = new Queue(LEADS_QUEUE, { connection: redisOptionsFromUrl(redisUrl, 'queue-admin-test'), prefix });
  const options = { attempts: 1, removeOnComplete: false, removeOnFail: false };
  await queue.add('done', { n: 1 }, { ...options, jobId: 'done-job' });
  await queue.add('broken', { n: 2 }, { ...options, jobId: 'failed-job' });
  const worker = new Worker(
    LEADS_QUEUE,
    async (job) => {
      if (job.name === 'broken') throw new Error('broken on purpose');
    },
    { connection: redisOptionsFromUrl(redisUrl, 'queue-admin-test-worker'), prefix },
  );
  await waitFor(
    async () => (await queue.getJobState('done-job')) === 'completed' && (await queue.getJobState('failed-job')) === 'failed',
    'jobs done',
    20_000,
  );
  await worker.close();
  await queue.add('waiting', { n: 3 }, { ...options, jobId: 'waiting-job' });
});

afterAll(async () => {
  await queue?.close();
  await deleteRedisKeys(redisUrl, `${prefix}:*`);
});

describe('queue-admin command (the queue operations the queue view refuses)', () => {
  it('prints the state, pauses and resumes', async () => {
    const status = await admin('status');
    expect(status.code).toBe(0);
    expect(status.out).toEqual(expect.arrayContaining([`${LEADS_QUEUE}: running`, '  completed: 1', '  failed: 1', '  waiting: 1']));
    expect((await admin('pause')).code).toBe(0);
    expect(await queue.isPaused()).toBe(true);
    expect((await admin('status')).out[0]).toBe(`${LEADS_QUEUE}: paused`);
    expect((await admin('resume')).code).toBe(0);
    expect(await queue.isPaused()).toBe(false);
  });

  it('deletes nothing without --confirm naming the queue, and says so (exit 2)', async () => {
    for (const argv of [
      ['remove', 'waiting-job'],
      ['remove', 'waiting-job', '--confirm', 'other-queue'],
      ['clean', 'completed', '--older-than', '1ms'],
      ['obliterate'],
    ]) {
      const answer = await admin(...argv);
      expect({ argv, code: answer.code }).toEqual({ argv, code: 2 });
      expect(answer.err.join('\n')).toContain(`--confirm ${LEADS_QUEUE}`);
    }
    expect(await queue.getJobCounts('completed', 'failed', 'waiting')).toEqual({ completed: 1, failed: 1, waiting: 1 });
  });

  it('refuses unknown commands, bad statuses and durations with the usage (exit 2)', async () => {
    for (const argv of [
      [],
      ['drop'],
      ['clean', 'waiting', '--older-than', '1h', '--confirm', LEADS_QUEUE],
      ['clean', 'failed', '--confirm', LEADS_QUEUE],
      ['clean', 'failed', '--older-than', 'soon', '--confirm', LEADS_QUEUE],
      ['pause', 'now'],
      ['status', '--force'],
    ]) {
      const answer = await admin(...argv);
      expect({ argv, code: answer.code }).toEqual({ argv, code: 2 });
      expect(answer.err.join('\n')).toContain(QUEUE_ADMIN_USAGE);
    }
  });

  it('removes one job, cleans finished jobs of one status by age, and obliterates the queue', async () => {
    expect(await admin('remove', 'waiting-job', '--confirm', LEADS_QUEUE)).toMatchObject({ code: 0, out: ['removed job "waiting-job"'] });
    expect(await queue.getJob('waiting-job')).toBeUndefined();
    expect((await admin('remove', 'no-such-job', '--confirm', LEADS_QUEUE)).code).toBe(1);

    // Younger than the given age: kept.
    expect(await admin('clean', 'completed', '--older-than', '1 hour', '--confirm', LEADS_QUEUE)).toMatchObject({
      code: 0,
      out: ['removed 0 completed job(s) older than 1 hour'],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await admin('clean', 'completed', '--older-than', '5ms', '--confirm', LEADS_QUEUE)).toMatchObject({
      code: 0,
      out: ['removed 1 completed job(s) older than 5ms'],
    });
    expect(await queue.getJobCounts('completed', 'failed')).toEqual({ completed: 0, failed: 1 });

    expect(await admin('obliterate', '--confirm', LEADS_QUEUE)).toMatchObject({ code: 0, out: [`obliterated the ${LEADS_QUEUE} queue`] });
    expect(await queue.getJobCounts('completed', 'failed', 'waiting')).toEqual({ completed: 0, failed: 0, waiting: 0 });
  });
});
