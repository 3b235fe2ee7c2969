import { Module } from '@nestjs/common';
import { BasicAuthGuard } from '../auth/basic-auth.guard.js';
import { DatabaseAvailableGuard } from '../database/database-available.guard.js';
import { DatabaseModule } from '../database/database.module.js';
import { ContactSubmissionListService } from './contact-submission-list.service.js';
import { ContactSubmissionsAdminController } from './contact-submissions-admin.controller.js';

/** The staff read of leads. */
@Module({
  imports: [DatabaseModule],
  controllers: [ContactSubmissionsAdminController],
  providers: [ContactSubmissionListService, DatabaseAvailableGuard, BasicAuthGuard],
})
export class AdminModule {}
