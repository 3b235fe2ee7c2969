import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { ClaimLinks } from '../claims/claim-links.js';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { LeadMailer } from '../mail/lead-mailer.js';
import { composeDigestEmail } from './digest-email.js';
import { type DigestReport, DigestReporter } from './digest-reporter.js';

/** Sends the daily digest to the sales inbox (run by the `daily-digest` job scheduler). */
@Injectable()
export class DailyDigest {
  constructor(
    private readonly reporter: DigestReporter,
    private readonly mailer: LeadMailer,
    private readonly claimLinks: ClaimLinks,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(DailyDigest.name) private readonly logger: PinoLogger,
  ) {}

  /** Reports the 24 hours up to `periodEnd` (the job's scheduled time) and emails it; resolves with the report. */
  async send(periodEnd: Date, signal?: AbortSignal): Promise<DigestReport> {
    const report = await this.reporter.report(periodEnd);
    const links = new Map<string, string>();
    for (const lead of report.unclaimed) links.set(lead.id, await this.claimLinks.forLead(lead, this.config.salesEmail));
    const messageId = await this.mailer.deliver(composeDigestEmail(report, this.config.salesEmail, links), signal);
    this.logger.info(
      { messageId, received: report.totals.received, claimed: report.totals.claimed, unclaimed: report.unclaimedTotal },
      'daily digest sent',
    );
    return report;
  }
}
