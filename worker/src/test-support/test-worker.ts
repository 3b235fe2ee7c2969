import type { INestApplicationContext } from '@nestjs/common';
import { LEAD_JOB, leadJobId, type LeadJobData, LEADS_QUEUE } from '@site/contracts';
import { queueJob } from '@site/contracts/queue-jobs';
import { type Job, Queue } from 'bullmq';
import type { DestinationStream } from 'pino';
import { workerConfig, type WorkerSettings, workerConnectionOptions } from '@site/config';
import { createRootLogger } from '../logging/root-logger.js';
import { createWorker } from '../worker.factory.js';

/** A BullMQ key prefix of one test file's own, so tests never see each other's (or a dev server's) jobs. */
export function uniquePrefix(label: string): string {
  return `test-${label}-${process.pid}-${Date.now().toString(36)}`;
}

/** The worker configuration for a test: the machine's Redis, quiet logs, and the given overrides. */
export function testConfig(overrides: Partial<WorkerSettings>): WorkerSettings {
  return { ...workerConfig({ REDIS_URL: process.env.REDIS_URL, LOG_LEVEL: process.env.LOG_LEVEL || 'silent' }), ...overrides };
}

export async function startWorker(config: WorkerSettings, logs?: DestinationStream): Promise<INestApplicationContext> {
  return createWorker(config, createRootLogger(logs ? 'debug' : config.logLevel, logs));
}

/** The producer side, as the API uses it. */
export class TestProducer {
  readonly queue: Queue;

  constructor(config: WorkerSettings) {
    this.queue = new Queue(LEADS_QUEUE, {
      connection: workerConnectionOptions(config.redisUrl, 'worker-test-producer'),
      prefix: config.queuePrefix,
    });
  }

  add(lead: LeadJobData): Promise<Job> {
    const job = queueJob(LEAD_JOB.process, lead);
    return this.queue.add(job.name, job.data, job.opts);
  }

  async job(leadId: string): Promise<Job | undefined> {
    return (await this.queue.getJob(leadJobId(leadId))) ?? undefined;
  }

  /** Resolves with the job once it reached `state` (completed or failed). */
  async settled(leadId: string, state: 'completed' | 'failed', timeoutMs = 15_000): Promise<Job> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await this.queue.getJobState(leadJobId(leadId));
      // Read the job only once it is there: a job read earlier would show its attempts of that moment.
      if (current === state) return (await this.job(leadId))!;
      if (Date.now() > deadline) {
        const job = await this.job(leadId);
        throw new Error(`job of lead ${leadId} is ${current}, not ${state}, after ${timeoutMs} ms (${job?.failedReason ?? ''})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Removes every key of this prefix's queue and closes the connection. */
  async destroy(): Promise<void> {
    await this.queue.obliterate({ force: true }).catch(() => undefined);
    await this.queue.close();
  }
}
