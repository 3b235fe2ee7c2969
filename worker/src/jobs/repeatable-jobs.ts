import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LEADS_QUEUE } from '@site/contracts';
import { QUEUE_JOBS, REPEATABLE_JOB_NAMES } from '@site/contracts/queue-jobs';
import type { Queue } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { JobHandlers } from './job-handlers.js';

/**
 * Registers (or updates) the job scheduler of every repeatable job when the worker starts: its id and options from
 * the queue contract, when it runs from the job handler table.
 */
@Injectable()
export class RepeatableJobs implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    private readonly handlers: JobHandlers,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(RepeatableJobs.name) private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const name of REPEATABLE_JOB_NAMES) {
      const { schedulerId, options } = QUEUE_JOBS[name];
      const { repeat, log } = this.handlers.table[name].schedule(this.config);
      await this.queue.upsertJobScheduler(schedulerId, repeat, { name, data: {}, opts: options });
      this.logger.info(log.fields, log.message);
    }
  }
}
