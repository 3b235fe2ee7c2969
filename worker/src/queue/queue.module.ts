import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { workerConnectionOptions, type WorkerSettings } from '@site/config';
import { LEADS_QUEUE } from '@site/contracts';
import { WORKER_CONFIG } from '../config/config.module.js';

/**
 * BullMQ on Redis: the `leads` queue (the sweeper adds to it) under QUEUE_PREFIX. BullMQ opens its own
 * connections from these options (`maxRetriesPerRequest: null`) and @nestjs/bullmq closes them on shutdown.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [WORKER_CONFIG],
      useFactory: (config: WorkerSettings) => ({
        connection: workerConnectionOptions(config.redisUrl, 'worker'),
        prefix: config.queuePrefix,
      }),
    }),
    BullModule.registerQueue({ name: LEADS_QUEUE }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
