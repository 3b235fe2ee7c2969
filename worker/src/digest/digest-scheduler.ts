import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LEAD_JOB, LEADS_QUEUE } from '@site/contracts';
import type { Queue } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';

/** The id of the digest's BullMQ job scheduler (one per queue, whatever the number of workers). */
export const DIGEST_SCHEDULER_ID = 'daily-digest';

/** The cron pattern of the digest: every day at DIGEST_HOUR:00 (in DIGEST_TIME_ZONE, given to BullMQ as `tz`). */
export function digestCronPattern(hour: number): string {
  return `0 ${hour} * * *`;
}

/** Registers (or updates) the daily digest's job scheduler when the worker starts. */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(DigestScheduler.name) private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const pattern = digestCronPattern(this.config.digestHour);
    await this.queue.upsertJobScheduler(
      DIGEST_SCHEDULER_ID,
      { pattern, tz: this.config.digestTimeZone },
      {
        name: LEAD_JOB.digest,
        data: {},
        // A failed digest is retried for about an hour (SMTP down), then dropped with an error log; the next
        // day's digest lists every lead still unclaimed anyway. Removing only this job: see SweepScheduler.
        opts: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: true },
      },
    );
    this.logger.info({ pattern, tz: this.config.digestTimeZone }, 'daily digest scheduled');
  }
}
