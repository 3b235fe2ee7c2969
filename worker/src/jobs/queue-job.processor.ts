import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Inject, Injectable, type Type } from '@nestjs/common';
import { LEADS_QUEUE } from '@site/contracts';
import { type Job, UnrecoverableError, type WorkerOptions } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { leadBackoffStrategy } from '../queue/lead-backoff.js';
import { JobHandlers } from './job-handlers.js';

/**
 * The BullMQ worker of the `leads` queue: each job goes to its handler in the job table (JobHandlers). On shutdown it
 * stops taking jobs and lets the active ones finish within SHUTDOWN_TIMEOUT_MS (see beforeApplicationShutdown for
 * what happens to one still running then).
 */
@Injectable()
export class QueueJobProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly active = new Set<Promise<unknown>>();
  /** Aborted when a shutdown runs out of time: the email in flight is abandoned and the job retried later. */
  private readonly shutdownAbort = new AbortController();

  constructor(
    private readonly handlers: JobHandlers,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(QueueJobProcessor.name) private readonly logger: PinoLogger,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    const run = this.handlers.run(job, this.shutdownAbort.signal);
    this.active.add(run);
    try {
      return await run;
    } finally {
      this.active.delete(run);
    }
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const deadLetter = error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= attempts;
    const fields = {
      jobId: job.id,
      job: job.name,
      leadId: typeof job.data?.id === 'string' ? job.data.id : typeof job.data?.leadId === 'string' ? job.data.leadId : undefined,
      attemptsMade: job.attemptsMade,
      attempts,
      deadLetter,
      reason: error.message,
    };
    if (deadLetter) this.logger.error(fields, 'lead job failed for good: kept as a dead letter');
    else this.logger.warn(fields, 'lead job failed: will retry');
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error({ err: error }, 'queue worker error');
  }

  /**
   * Graceful stop: `close()` makes BullMQ take no new job (it drops the blocking fetch) and wait for the active
   * ones. Past SHUTDOWN_TIMEOUT_MS the emails in flight are aborted: those jobs fail transiently and are retried
   * after their backoff by the next worker (their rows are stored already). A job stuck elsewhere is abandoned
   * with the connections; its lock lapses and BullMQ's stalled-job check hands it to the next worker.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const closing = this.worker.close();
    const running = this.active.size;
    if (running > 0) {
      this.logger.info({ running, timeoutMs: this.config.shutdownTimeoutMs }, 'waiting for active jobs to finish');
    }
    if (await settlesWithin(closing, this.config.shutdownTimeoutMs)) return;

    this.logger.warn(
      { running: this.active.size, timeoutMs: this.config.shutdownTimeoutMs },
      'active jobs did not finish in time: aborting them for a later retry',
    );
    this.shutdownAbort.abort(new Error('worker shutting down'));
    if (await settlesWithin(closing, ABORT_GRACE_MS)) return;
    this.logger.warn({ running: this.active.size }, 'active jobs still running: leaving them to stalled-job recovery');
    await this.worker.disconnect().catch(() => undefined);
  }
}

/** How long aborted jobs get to record their failure before the worker's connections are dropped. */
const ABORT_GRACE_MS = 2_000;

/** True when `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stalls (its worker died while holding it) after which a lead job fails as a dead letter: a poison job. */
export const MAX_STALLED_COUNT = 10;

/** The worker options that depend on the configuration. */
export function queueWorkerOptions(config: WorkerSettings): Omit<WorkerOptions, 'connection'> {
  return {
    concurrency: config.concurrency,
    lockDuration: config.lockDurationMs,
    stalledInterval: config.stalledIntervalMs,
    // A stall means the worker process died (SIGKILL, OOM, crash) while holding the job; that says nothing about
    // the lead. A job failed for stalling is neither retried nor re-enqueued by the sweeper (its job still exists),
    // so its lead would never be emailed (or, before the INSERT, never stored): only a job that keeps killing its
    // workers (a poison job) becomes a dead letter. The fault test (faults/) found leads stranded with 1.
    maxStalledCount: MAX_STALLED_COUNT,
    settings: { backoffStrategy: leadBackoffStrategy(config.backoffScale) },
  };
}

/**
 * QueueJobProcessor registered with this configuration's worker options. @nestjs/bullmq reads worker options
 * from the @Processor decorator of the provider's class, so the configured class is made here, per application.
 */
export function configuredQueueJobProcessor(config: WorkerSettings): Type<QueueJobProcessor> {
  class ConfiguredQueueJobProcessor extends QueueJobProcessor {}
  Processor(LEADS_QUEUE, queueWorkerOptions(config))(ConfiguredQueueJobProcessor);
  return ConfiguredQueueJobProcessor;
}
