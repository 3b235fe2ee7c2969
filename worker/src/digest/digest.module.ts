import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MailModule } from '../mail/mail.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { DailyDigest } from './daily-digest.service.js';
import { DigestReporter } from './digest-reporter.js';
import { DigestScheduler } from './digest-scheduler.js';

/** The daily digest to sales: its job scheduler, its figures and its email. */
@Module({
  imports: [DatabaseModule, QueueModule, MailModule, ClaimsModule],
  providers: [DigestReporter, DailyDigest, DigestScheduler],
  exports: [DailyDigest],
})
export class DigestModule {}
