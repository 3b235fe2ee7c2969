import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { IdleLeadRetention } from './idle-lead-retention.js';

/** The retention of marketing data: the daily erasure of idle people (its job scheduler: the job handler table). */
@Module({
  imports: [DatabaseModule, QueueModule, MetricsModule],
  providers: [IdleLeadRetention],
  exports: [IdleLeadRetention],
})
export class RetentionModule {}
