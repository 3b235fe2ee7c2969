import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { AcknowledgementCaps } from './acknowledgement-caps.js';
import { AcknowledgementScheduler } from './acknowledgement-scheduler.js';
import { LeadAcknowledgement } from './lead-acknowledgement.js';

/** The acknowledgement email to the person who sent a lead: scheduling it (after the lead is stored) and sending it. */
@Module({
  imports: [DatabaseModule, QueueModule, MailModule, MetricsModule],
  providers: [AcknowledgementScheduler, AcknowledgementCaps, LeadAcknowledgement],
  exports: [AcknowledgementScheduler, LeadAcknowledgement],
})
export class AcknowledgementModule {}
