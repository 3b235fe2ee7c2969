/**
 * Retry policy of `process-lead` jobs, shared by the producers (the queue contract's job options) and the consumer
 * (worker: registers the `lead-backoff` strategy in `settings.backoffStrategy`).
 */

/** The custom BullMQ backoff type of lead jobs; the worker maps it to `leadBackoffDelay`. */
export const LEAD_BACKOFF_TYPE = 'lead-backoff';

/** First retry after about 5 s, then doubling. */
export const LEAD_BACKOFF_BASE_MS = 5_000;
/** No single wait is longer than an hour. */
export const LEAD_BACKOFF_MAX_MS = 60 * 60 * 1000;
/** Each wait is spread by ±20% so that leads failing together do not retry together. */
export const LEAD_BACKOFF_JITTER = 0.2;

/**
 * How long to wait before the next attempt after `attemptsMade` failed attempts (1 for the first retry):
 * 5 s · 2^(attemptsMade-1) times a factor in [0.8, 1.2) from `random`, never more than 1 h. Pure given `random`.
 */
export function leadBackoffDelay(attemptsMade: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attemptsMade) - 1);
  // 2^20 · 5 s is far above the cap already; bounding the exponent keeps the arithmetic finite.
  const base = LEAD_BACKOFF_BASE_MS * 2 ** Math.min(exponent, 20);
  const factor = 1 - LEAD_BACKOFF_JITTER + 2 * LEAD_BACKOFF_JITTER * random();
  return Math.round(Math.min(base * factor, LEAD_BACKOFF_MAX_MS));
}

/** Retries must keep going for at least this long, even if every wait draws the lowest jitter. */
export const LEAD_RETRY_SPAN_MS = 24 * 60 * 60 * 1000;

/**
 * Attempts per lead job (the first try included): the 33 waits between them add up to 24 h 8 min at the
 * lowest jitter (4 s + 8 s + … + 2048 s, then 23 × 1 h), so a lead is retried for a full day before it
 * becomes a dead letter. lead-job-options.test.ts proves it and that one attempt fewer would not do.
 */
export const LEAD_JOB_ATTEMPTS = 34;

/**
 * How long a completed job stays in Redis: one hour, by age only (never by a count, which a burst of other jobs
 * would use up). Replay protection does not rest on it. A job's id keeps a second job of the same lead out while
 * the first is waiting, retrying or running, which removal of completed jobs does not touch; once a lead's job has
 * completed, the lead's row is the guard (stored, emailed, its acknowledgement and webhooks queued, each follow-up
 * recorded), so a replay that finds its job gone runs and sends nothing new. The hour only lets a client's quick
 * retries end at the job id without a worker run, and lets whoever looks at the queue read a job's outcome. It bounds
 * how long the personal data a completed job holds (a lead's fields, an acknowledgement's client address) stays in
 * Redis: BullMQ removes expired jobs whenever a job with an age completes, and a sweep completes every
 * SWEEP_INTERVAL_MS (a minute by default).
 */
export const COMPLETED_JOB_MAX_AGE_S = 60 * 60;

/** BullMQ job options of every `process-lead` job and the jobs that follow it (the queue contract, queue-jobs.ts). */
export const LEAD_JOB_OPTIONS = {
  attempts: LEAD_JOB_ATTEMPTS,
  backoff: { type: LEAD_BACKOFF_TYPE },
  removeOnComplete: { age: COMPLETED_JOB_MAX_AGE_S },
  /** Failed jobs are the dead letters: kept, with their data, until someone requeues them (worker/src/dead-letters). */
  removeOnFail: false,
} as const;
