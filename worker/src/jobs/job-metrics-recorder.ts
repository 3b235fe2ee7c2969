import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LEAD_JOB } from '@site/contracts';
import { type Job, UnrecoverableError } from 'bullmq';
import type { LeadOutcome } from '../leads/lead-processing.service.js';
import { LeadMetrics } from '../metrics/lead-metrics.js';
import { QueueJobProcessor } from './queue-job.processor.js';

/**
 * Feeds LeadMetrics from this process's BullMQ worker events (not QueueEvents: those would count every
 * replica's jobs in every replica). A job completes right after the SMTP server accepted the email and
 * `notified_at` was written, so "completed with email: emailed" is the moment sales got it.
 */
@Injectable()
export class JobMetricsRecorder implements OnApplicationBootstrap {
  constructor(
    @Inject(QueueJobProcessor) private readonly processor: QueueJobProcessor,
    private readonly metrics: LeadMetrics,
  ) {}

  onApplicationBootstrap(): void {
    // @nestjs/bullmq creates the worker during module init, so it exists by bootstrap.
    const worker = this.processor.worker;
    worker.on('completed', (job: Job, result: unknown) => {
      if (job.name !== LEAD_JOB.process || (result as LeadOutcome | undefined)?.email !== 'emailed') return;
      const data = job.data as { kind?: unknown; receivedAt?: unknown };
      if (typeof data.kind === 'string' && typeof data.receivedAt === 'string') this.metrics.leadEmailed(data.kind, data.receivedAt);
    });
    worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job || job.name !== LEAD_JOB.process) return;
      const unrecoverable = error instanceof UnrecoverableError || error.name === 'UnrecoverableError';
      this.metrics.jobFailed(unrecoverable || job.attemptsMade >= (job.opts.attempts ?? 1));
    });
  }
}
