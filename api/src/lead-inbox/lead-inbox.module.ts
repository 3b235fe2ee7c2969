import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { LeadInboxController } from './lead-inbox.controller.js';

/** The staff inbox's API: list, one lead, CSV export. */
@Module({
  imports: [DatabaseModule],
  controllers: [LeadInboxController],
})
export class LeadInboxModule {}
