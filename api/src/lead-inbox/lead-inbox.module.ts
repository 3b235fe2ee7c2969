import { Module } from '@nestjs/common';
import { BasicAuthGuard } from '../auth/basic-auth.guard.js';
import { StaffGuard } from '../auth/staff.guard.js';
import { DatabaseModule } from '../database/database.module.js';
import { StaffSessionsModule } from '../staff/staff-sessions.module.js';
import { LeadInboxController } from './lead-inbox.controller.js';

/** The staff inbox's API: list, one lead, CSV export. */
@Module({
  imports: [DatabaseModule, StaffSessionsModule],
  controllers: [LeadInboxController],
  providers: [StaffGuard, BasicAuthGuard],
})
export class LeadInboxModule {}
