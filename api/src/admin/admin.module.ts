import { Module } from '@nestjs/common';
import { StaffAuthModule } from '../auth/staff-auth.module.js';
import { DatabaseAvailableGuard } from '../database/database-available.guard.js';
import { DatabaseModule } from '../database/database.module.js';
import { ContactSubmissionListService } from './contact-submission-list.service.js';
import { ContactSubmissionsAdminController } from './contact-submissions-admin.controller.js';

/** The staff read of leads. */
@Module({
  imports: [DatabaseModule, StaffAuthModule],
  controllers: [ContactSubmissionsAdminController],
  providers: [ContactSubmissionListService, DatabaseAvailableGuard],
})
export class AdminModule {}
