import { Module } from '@nestjs/common';
import { StaffAuthModule } from '../auth/staff-auth.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { LeadInboxController } from './lead-inbox.controller.js';

/** The staff inbox's API: list, one lead, CSV export. */
@Module({
  imports: [DatabaseModule, StaffAuthModule],
  controllers: [LeadInboxController],
})
export class LeadInboxModule {}
