import { type DynamicModule, Module } from '@nestjs/common';
import { AcknowledgementModule } from '../acknowledgement/acknowledgement.module.js';
import type { WorkerSettings } from '@site/config';
import { DigestModule } from '../digest/digest.module.js';
import { FollowUpModule } from '../follow-up/follow-up.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { RetentionModule } from '../retention/retention.module.js';
import { SweeperModule } from '../sweeper/sweeper.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { JobMetricsRecorder } from './job-metrics-recorder.js';
import { JobHandlers } from './job-handlers.js';
import { configuredQueueJobProcessor, QueueJobProcessor } from './queue-job.processor.js';
import { RepeatableJobs } from './repeatable-jobs.js';

/**
 * The `leads` queue's BullMQ worker, its job table (job name → feature module; the feature modules never import
 * this one), the job schedulers of the repeatable jobs, and the metrics taken from the worker's events.
 */
@Module({})
export class JobsModule {
  static forRoot(config: WorkerSettings): DynamicModule {
    return {
      module: JobsModule,
      imports: [
        QueueModule,
        LeadsModule,
        SweeperModule,
        FollowUpModule,
        DigestModule,
        AcknowledgementModule,
        WebhooksModule,
        RetentionModule,
        MetricsModule,
      ],
      providers: [JobHandlers, { provide: QueueJobProcessor, useClass: configuredQueueJobProcessor(config) }, RepeatableJobs, JobMetricsRecorder],
      exports: [QueueJobProcessor],
    };
  }
}
