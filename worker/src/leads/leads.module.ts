import { Module } from '@nestjs/common';
import { AcknowledgementModule } from '../acknowledgement/acknowledgement.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { FollowUpModule } from '../follow-up/follow-up.module.js';
import { MailModule } from '../mail/mail.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { LeadProcessingService } from './lead-processing.service.js';

/** One lead job: store the lead once, schedule its acknowledgement and webhooks, email sales, schedule its follow-ups. */
@Module({
  imports: [DatabaseModule, MailModule, ClaimsModule, FollowUpModule, AcknowledgementModule, WebhooksModule],
  providers: [LeadProcessingService],
  exports: [LeadProcessingService],
})
export class LeadsModule {}
