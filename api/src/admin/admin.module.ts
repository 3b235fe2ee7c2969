import { Module } from '@nestjs/common';
import { BasicAuthGuard } from '../auth/basic-auth.guard.js';
import { ContactSubmissionListService } from './contact-submission-list.service.js';
import { ContactSubmissionsAdminController } from './contact-submissions-admin.controller.js';

/** The staff read of leads. */
@Module({
  controllers: [ContactSubmissionsAdminController],
  providers: [ContactSubmissionListService, BasicAuthGuard],
})
export class AdminModule {}
