import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SweepScheduler } from './sweep-scheduler.js';
import { UnnotifiedLeadSweeper } from './unnotified-lead-sweeper.js';

/** The safety net for leads stored but never emailed: its job scheduler and the sweep. */
@Module({
  imports: [DatabaseModule, QueueModule],
  providers: [UnnotifiedLeadSweeper, SweepScheduler],
  exports: [UnnotifiedLeadSweeper],
})
export class SweeperModule {}
