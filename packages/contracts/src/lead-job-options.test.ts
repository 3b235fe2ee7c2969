import {
  COMPLETED_JOB_MAX_AGE_S,
  LEAD_BACKOFF_MAX_MS,
  LEAD_BACKOFF_TYPE,
  LEAD_JOB_OPTIONS,
  LEAD_RETRY_SPAN_MS,
  leadBackoffDelay,
} from './lead-job-options.js';

/** The waits of a job that fails every attempt: one before each retry (attempts - 1 of them). */
function totalWait(attempts: number, random: () => number): number {
  let total = 0;
  for (let attemptsMade = 1; attemptsMade < attempts; attemptsMade += 1) total += leadBackoffDelay(attemptsMade, random);
  return total;
}

const lowest = () => 0;
const highest = () => 0.999_999;
const middle = () => 0.5;

describe('leadBackoffDelay', () => {
  it('starts at 5 s and doubles (no jitter at the middle draw)', () => {
    expect([1, 2, 3, 4, 5].map((n) => leadBackoffDelay(n, middle))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
  });

  it('spreads each wait by ±20%', () => {
    expect(leadBackoffDelay(1, lowest)).toBe(4_000);
    expect(leadBackoffDelay(1, highest)).toBe(6_000);
    expect(leadBackoffDelay(4, lowest)).toBe(32_000);
    expect(leadBackoffDelay(4, highest)).toBe(48_000);
  });

  it('never waits more than an hour', () => {
    for (const attemptsMade of [11, 12, 20, 50, 1000]) {
      expect(leadBackoffDelay(attemptsMade, highest)).toBe(LEAD_BACKOFF_MAX_MS);
      expect(leadBackoffDelay(attemptsMade, lowest)).toBeLessThanOrEqual(LEAD_BACKOFF_MAX_MS);
    }
  });

  it('stays within the bounds for random draws', () => {
    for (let attemptsMade = 1; attemptsMade < 40; attemptsMade += 1) {
      const nominal = Math.min(5_000 * 2 ** (attemptsMade - 1), LEAD_BACKOFF_MAX_MS);
      const delay = leadBackoffDelay(attemptsMade);
      expect(delay).toBeGreaterThanOrEqual(Math.floor(Math.min(nominal * 0.8, LEAD_BACKOFF_MAX_MS)));
      expect(delay).toBeLessThanOrEqual(LEAD_BACKOFF_MAX_MS);
    }
  });

  it('treats a nonsensical attempt count as the first retry', () => {
    expect(leadBackoffDelay(0, middle)).toBe(5_000);
    expect(leadBackoffDelay(-3, middle)).toBe(5_000);
  });
});

describe('LEAD_JOB_OPTIONS', () => {
  it('uses the lead-backoff strategy and keeps dead letters', () => {
    expect(LEAD_JOB_OPTIONS.backoff).toEqual({ type: LEAD_BACKOFF_TYPE });
    expect(LEAD_BACKOFF_TYPE).toBe('lead-backoff');
    expect(LEAD_JOB_OPTIONS.removeOnFail).toBe(false);
  });

  it('removes completed jobs after an hour, by age alone (no count a burst could use up)', () => {
    expect(LEAD_JOB_OPTIONS.removeOnComplete).toEqual({ age: 3600 });
    expect(COMPLETED_JOB_MAX_AGE_S).toBe(3600);
  });

  it('retries for at least 24 hours even when every wait draws the lowest jitter', () => {
    expect(totalWait(LEAD_JOB_OPTIONS.attempts, lowest)).toBeGreaterThanOrEqual(LEAD_RETRY_SPAN_MS);
  });

  it('uses no more attempts than needed for that span', () => {
    expect(totalWait(LEAD_JOB_OPTIONS.attempts - 1, lowest)).toBeLessThan(LEAD_RETRY_SPAN_MS);
  });

  it('gives up within 25 hours even at the highest jitter', () => {
    expect(totalWait(LEAD_JOB_OPTIONS.attempts, highest)).toBeLessThan(25 * 3600 * 1000);
  });
});
