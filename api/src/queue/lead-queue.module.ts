import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { LEAD_QUEUE, type LeadQueue } from './lead-queue.constants.js';
import { closeLeadQueue, createLeadQueue } from './lead-queue.factory.js';

/** Provides the leads queue producer (token `LEAD_QUEUE`) and closes it on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: LEAD_QUEUE,
      useFactory: (config: ApiConfig): LeadQueue => createLeadQueue(config.redisUrl, config.queuePrefix, new Logger('LeadQueue')),
      inject: [APP_CONFIG],
    },
  ],
  exports: [LEAD_QUEUE],
})
export class LeadQueueModule implements OnApplicationShutdown {
  constructor(@Inject(LEAD_QUEUE) private readonly queue: LeadQueue) {}

  async onApplicationShutdown(): Promise<void> {
    await closeLeadQueue(this.queue);
  }
}
