import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MailModule } from '../mail/mail.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { LeadProcessingService } from './lead-processing.service.js';

/** One lead job: store the lead once, add its acknowledgement and webhook jobs, email sales, add its follow-up jobs. */
@Module({
  imports: [DatabaseModule, MailModule, ClaimsModule, QueueModule],
  providers: [LeadProcessingService],
  exports: [LeadProcessingService],
})
export class LeadsModule {}
