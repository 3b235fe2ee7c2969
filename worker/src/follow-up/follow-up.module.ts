import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MailModule } from '../mail/mail.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { FollowUpScheduler } from './follow-up-scheduler.js';
import { UnclaimedLeadFollowUp } from './unclaimed-lead-follow-up.js';

/** The follow-ups of unclaimed leads: scheduling them (after a lead's email) and sending each when it comes due. */
@Module({
  imports: [DatabaseModule, QueueModule, MailModule, ClaimsModule],
  providers: [FollowUpScheduler, UnclaimedLeadFollowUp],
  exports: [FollowUpScheduler, UnclaimedLeadFollowUp],
})
export class FollowUpModule {}
