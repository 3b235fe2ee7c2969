import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { AcknowledgementCaps } from './acknowledgement-caps.js';
import { LeadAcknowledgement } from './lead-acknowledgement.js';

/** The acknowledgement email to the person who sent a lead: sending it (its job is added after the lead is stored). */
@Module({
  imports: [DatabaseModule, MailModule, MetricsModule, ClaimsModule],
  providers: [AcknowledgementCaps, LeadAcknowledgement],
  exports: [LeadAcknowledgement],
})
export class AcknowledgementModule {}
