import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MailModule } from '../mail/mail.module.js';
import { DailyDigest } from './daily-digest.service.js';
import { DigestReporter } from './digest-reporter.js';

/** The daily digest to sales: its figures and its email (its job scheduler: the job handler table). */
@Module({
  imports: [DatabaseModule, MailModule, ClaimsModule],
  providers: [DigestReporter, DailyDigest],
  exports: [DailyDigest],
})
export class DigestModule {}
