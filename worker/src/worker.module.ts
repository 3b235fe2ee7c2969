import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConfigModule } from './config/config.module.js';
import type { WorkerSettings } from '@site/config';
import { DatabaseModule } from './database/database.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';

/**
 * The worker: configuration and logs for all, the database (opened and migrated first), then the jobs module,
 * which brings in one module per feature (leads, sweeper, follow-up, digest). Imports only run downwards.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerSettings, logger: Logger): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(config), LoggingModule.forRoot(logger), DatabaseModule, MetricsModule, JobsModule.forRoot(config)],
    };
  }
}
