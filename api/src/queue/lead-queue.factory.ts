import type { Logger } from '@nestjs/common';
import { producerConnectionOptions } from '@site/config';
import { type LeadJobData, LEADS_QUEUE } from '@site/contracts';
import type { ReleaseJobData } from '@site/contracts/queue-jobs';
import { Queue } from 'bullmq';
import type { LeadQueue } from './lead-queue.constants.js';

const ERROR_LOG_INTERVAL_MS = 30_000;
const CLOSE_TIMEOUT_MS = 2000;

/**
 * The leads queue producer. Its own Redis connection fails commands at once while Redis is
 * unreachable (no offline queue) and reconnects forever with a capped back-off. `skipWaitingForReady` is
 * never set: the queue would then not recover. Auto-pipelining batches the adds of concurrent requests into
 * one socket write (bench/ingest measures the difference). Before the first connection `add()` waits regardless, so
 * callers bound it (QUEUE_ADD_TIMEOUT_MS).
 */
export function createLeadQueue(redisUrl: string, prefix: string, logger: Pick<Logger, 'warn'>): LeadQueue {
  const queue = new Queue<LeadJobData | ReleaseJobData>(LEADS_QUEUE, {
    prefix,
    // The producer only adds jobs (no blocking commands): the adds of concurrent requests share one write.
    connection: producerConnectionOptions(redisUrl, 'api-lead-queue'),
  });
  let lastErrorLoggedAt = 0;
  // Without a listener an 'error' event would crash the process.
  queue.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastErrorLoggedAt >= ERROR_LOG_INTERVAL_MS) {
      lastErrorLoggedAt = now;
      logger.warn(`Leads queue: Redis unreachable (retrying in the background): ${error.message}`);
    }
  });
  return queue;
}

/** Closes the queue's connection, giving up (and dropping it) after two seconds. */
export async function closeLeadQueue(queue: LeadQueue): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CLOSE_TIMEOUT_MS);
  });
  const closed = queue.close().then(
    () => 'closed' as const,
    () => 'closed' as const,
  );
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') await queue.disconnect().catch(() => undefined);
}
