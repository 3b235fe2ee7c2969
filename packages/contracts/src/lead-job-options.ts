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

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

/** BullMQ job options of every `process-lead` job and the jobs that follow it (the queue contract, queue-jobs.ts). */
export const LEAD_JOB_OPTIONS = {
  attempts: LEAD_JOB_ATTEMPTS,
  backoff: { type: LEAD_BACKOFF_TYPE },
  /** Completed jobs stay a week (so a replayed id is still a no-op), at most 10 000 of them. */
  removeOnComplete: { age: SEVEN_DAYS_S, count: 10_000 },
  /** Failed jobs are the dead letters: kept until someone looks at them. */
  removeOnFail: false,
} as const;
