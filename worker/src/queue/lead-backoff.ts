import { LEAD_BACKOFF_TYPE, leadBackoffDelay } from '@site/contracts';
import type { BackoffStrategy } from 'bullmq';

/**
 * The worker's `settings.backoffStrategy`: the shared `lead-backoff` delays, multiplied by `scale`
 * (LEAD_BACKOFF_SCALE, 1 in production; tests shrink minutes to milliseconds). A job with any other custom
 * backoff type gets no retry wait (0).
 */
export function leadBackoffStrategy(scale: number, random: () => number = Math.random): BackoffStrategy {
  return (attemptsMade: number, type?: string) =>
    type === LEAD_BACKOFF_TYPE ? Math.max(1, Math.round(leadBackoffDelay(attemptsMade, random) * scale)) : 0;
}
