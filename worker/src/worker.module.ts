import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { ClaimLinks } from './claims/claim-links.js';
import { ConfigModule } from './config/config.module.js';
import type { WorkerConfig } from './config/worker-config.js';
import { DatabaseModule } from './database/database.module.js';
import { DailyDigest } from './digest/daily-digest.service.js';
import { DigestReporter } from './digest/digest-report.js';
import { DigestScheduler } from './digest/digest-scheduler.js';
import { FollowUpScheduler } from './follow-up/follow-up-scheduler.js';
import { UnclaimedLeadFollowUp } from './follow-up/unclaimed-lead-follow-up.js';
import { LeadProcessingService } from './leads/lead-processing.service.js';
import { LeadStore } from './leads/lead-store.js';
import { configuredLeadsProcessor, LeadsProcessor } from './leads/leads.processor.js';
import { LoggingModule } from './logging/logging.module.js';
import { MailModule } from './mail/mail.module.js';
import { LeadMetrics } from './metrics/lead-metrics.js';
import { LeadMetricsRecorder } from './metrics/lead-metrics-recorder.js';
import { QueueModule } from './queue/queue.module.js';
import { SweepScheduler } from './sweeper/sweep-scheduler.js';
import { UnnotifiedLeadSweeper } from './sweeper/unnotified-lead-sweeper.js';

@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig, logger: Logger): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(config), LoggingModule.forRoot(logger), DatabaseModule, QueueModule, MailModule],
      providers: [
        LeadStore,
        LeadProcessingService,
        UnnotifiedLeadSweeper,
        SweepScheduler,
        ClaimLinks,
        FollowUpScheduler,
        UnclaimedLeadFollowUp,
        DigestReporter,
        DailyDigest,
        DigestScheduler,
        { provide: LeadsProcessor, useClass: configuredLeadsProcessor(config) },
        LeadMetrics,
        LeadMetricsRecorder,
      ],
    };
  }
}
