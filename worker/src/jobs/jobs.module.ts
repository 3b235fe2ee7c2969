import { type DynamicModule, Module } from '@nestjs/common';
import { AcknowledgementModule } from '../acknowledgement/acknowledgement.module.js';
import type { WorkerConfig } from '../config/worker-config.js';
import { DigestModule } from '../digest/digest.module.js';
import { FollowUpModule } from '../follow-up/follow-up.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SweeperModule } from '../sweeper/sweeper.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { JobMetricsRecorder } from './job-metrics-recorder.js';
import { LeadJobRouter } from './lead-job-router.js';
import { configuredLeadsProcessor, LeadsProcessor } from './leads.processor.js';

/**
 * The `leads` queue's BullMQ worker and its router to the feature modules (which never import this one), plus
 * the metrics taken from the worker's events.
 */
@Module({})
export class JobsModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    return {
      module: JobsModule,
      imports: [QueueModule, LeadsModule, SweeperModule, FollowUpModule, DigestModule, AcknowledgementModule, WebhooksModule, MetricsModule],
      providers: [LeadJobRouter, { provide: LeadsProcessor, useClass: configuredLeadsProcessor(config) }, JobMetricsRecorder],
      exports: [LeadsProcessor],
    };
  }
}
