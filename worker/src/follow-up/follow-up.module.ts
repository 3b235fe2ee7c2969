import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UnclaimedLeadFollowUp } from './unclaimed-lead-follow-up.js';

/** The follow-ups of unclaimed leads: sending each when it comes due (their delayed jobs are added after a lead's email). */
@Module({
  imports: [DatabaseModule, MailModule, ClaimsModule],
  providers: [UnclaimedLeadFollowUp],
  exports: [UnclaimedLeadFollowUp],
})
export class FollowUpModule {}
