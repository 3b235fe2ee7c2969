import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LEAD_JOB, LEADS_QUEUE } from '@site/contracts';
import type { Queue } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';

/** The id of the sweeper's BullMQ job scheduler (one per queue, whatever the number of workers). */
export const SWEEP_SCHEDULER_ID = 'sweep-unnotified';

/** Registers (or updates) the repeatable sweep job every SWEEP_INTERVAL_MS when the worker starts. */
@Injectable()
export class SweepScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(SweepScheduler.name) private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SWEEP_SCHEDULER_ID,
      { every: this.config.sweepIntervalMs },
      {
        name: LEAD_JOB.sweep,
        data: {},
        // Sweeps are routine: a finished sweep removes itself (its result and any failure are logged). Not
        // `{ count: 50 }`: BullMQ trims the queue's whole completed/failed set to that count, i.e. it would
        // delete the completed lead jobs (replay protection) and the dead letters of the `leads` queue too.
        opts: { removeOnComplete: true, removeOnFail: true },
      },
    );
    this.logger.info({ everyMs: this.config.sweepIntervalMs }, 'sweep scheduled');
  }
}
