// Replay protection once Redis no longer has a lead's jobs: after the drain, every completed job is removed (as
// their age removes them in production: LEAD_JOB_OPTIONS in packages/contracts/src/lead-job-options.ts), then a
// sample of acknowledged leads is POSTed again with its Idempotency-Key and body. The lead's row must be the guard:
// the same 202 and id, a new job that completes finding the lead stored and emailed, and nothing new (no row, no
// email, no acknowledgement job queued again).
import { sleep } from '@site/harness';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

const QUEUE = 'leads';
/** How many acknowledged leads are replayed (all of them in a smaller run). */
const SAMPLE_SIZE = 300;
const REPLAY_TIMEOUT_MS = 120_000;
const POLL_MS = 500;
/** Time for a late email or job to show up after the replays completed. */
const SETTLE_MS = 2000;

/** Up to `size` of `items`, picked with the run's seeded `random` (the same ones on a replay of the run). */
function pick(items, size, random) {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, size);
}

/**
 * @param {object} input
 * @param {import('./lead-client.mjs').LeadClient} input.client
 * @param {{ url: string }} input.redis
 * @param {string} input.queuePrefix
 * @param {() => Promise<Array<{ id: string }>>} input.readRows
 * @param {{ messages: ReadonlyArray<unknown> }} input.smtp
 * @param {() => number} input.random
 * @param {(line: string) => void} input.log
 */
export async function replayAfterJobRemoval({ client, redis, queuePrefix, readRows, smtp, random, log }) {
  const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE, { connection, prefix: queuePrefix });
  try {
    const acknowledged = client.leads.filter((lead) => lead.outcome === 'acknowledged');
    const sample = pick(acknowledged, SAMPLE_SIZE, random);
    // Grace 0, no limit: every completed job, of every kind.
    const removedJobs = (await queue.clean(0, 0, 'completed')).length;
    const jobsLeft = [];
    for (const lead of sample) if (await queue.getJob(`lead-${lead.id}`)) jobsLeft.push(`lead-${lead.id}`);
    // An acknowledgement job not completed yet (retrying through the SMTP outage) is still there: not one to re-add.
    const acknowledgementJobs = async () => {
      const present = new Set();
      for (const lead of sample) if (await queue.getJob(`acknowledgement-${lead.id}`)) present.add(lead.id);
      return present;
    };
    const acknowledgementJobsBefore = await acknowledgementJobs();
    const rowsBefore = (await readRows()).length;
    const emailsBefore = smtp.messages.length;
    log(`replay: ${removedJobs} completed jobs removed; replaying ${sample.length} acknowledged leads with their keys`);

    const replies = await Promise.all(sample.map((lead) => client.replay(lead.index)));
    const refused = replies.filter((reply) => reply.outcome !== 'acknowledged' || reply.id !== reply.expectedId);

    // Each replay that was answered 202 queued a new job under the lead's id: wait until all have finished.
    const outcomes = new Map();
    const deadline = Date.now() + REPLAY_TIMEOUT_MS;
    while (outcomes.size < sample.length && Date.now() < deadline) {
      for (const lead of sample) {
        if (outcomes.has(lead.id)) continue;
        const jobId = `lead-${lead.id}`;
        const state = await queue.getJobState(jobId);
        if (state === 'completed') outcomes.set(lead.id, JSON.stringify((await queue.getJob(jobId))?.returnvalue));
        else if (state === 'failed') outcomes.set(lead.id, `failed: ${(await queue.getJob(jobId))?.failedReason}`);
      }
      if (outcomes.size < sample.length) await sleep(POLL_MS);
    }
    await sleep(SETTLE_MS);

    const expected = JSON.stringify({ inserted: false, email: 'already-emailed' });
    const unexpectedOutcomes = sample
      .filter((lead) => outcomes.get(lead.id) !== expected)
      .map((lead) => `lead-${lead.id}: ${outcomes.get(lead.id) ?? 'not finished'}`);
    const acknowledgementsQueuedAgain = [...(await acknowledgementJobs())].filter((id) => !acknowledgementJobsBefore.has(id));
    return {
      sampled: sample.length,
      removedJobs,
      jobsLeft,
      refused,
      unexpectedOutcomes,
      newRows: (await readRows()).length - rowsBefore,
      newEmails: smtp.messages.length - emailsBefore,
      acknowledgementsQueuedAgain,
    };
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
