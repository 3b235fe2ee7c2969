import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { UnnotifiedLeadSweeper } from './unnotified-lead-sweeper.js';

/** The safety net for leads stored but never emailed: the sweep (its job scheduler: the job handler table). */
@Module({
  imports: [DatabaseModule, QueueModule],
  providers: [UnnotifiedLeadSweeper],
  exports: [UnnotifiedLeadSweeper],
})
export class SweeperModule {}
