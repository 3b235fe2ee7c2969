import { Inject, Injectable } from '@nestjs/common';
import { LeadRepository } from '@site/persistence';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';
import { SalesMailer } from '../mail/sales-mailer.js';
import { composeAcknowledgementEmail } from './acknowledgement-email.js';
import { parseAcknowledgementJobData } from './acknowledgement-job.js';
import { AcknowledgementRateLimit } from './acknowledgement-rate-limit.js';

/** What became of an acknowledgement job (its BullMQ return value). */
export type AcknowledgementOutcome = 'sent' | 'already-sent' | 'rate-limited' | 'flagged' | 'disabled' | 'lead-missing';

/**
 * Sends the person who sent a lead the acknowledgement, once per lead: the lead's row records where it stands.
 * The per-domain cap is asked once per lead (the row then says `sending`, so a retry after an SMTP failure is not
 * counted again); over the cap the acknowledgement is dropped and recorded as `rate-limited` (a thank-you hours
 * late helps nobody, and the cap exists against floods). `sent` is recorded after the SMTP server accepted it.
 */
@Injectable()
export class LeadAcknowledgement {
  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: SalesMailer,
    private readonly rateLimit: AcknowledgementRateLimit,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(LeadAcknowledgement.name) private readonly logger: PinoLogger,
  ) {}

  async run(jobData: unknown, signal?: AbortSignal): Promise<AcknowledgementOutcome> {
    const { leadId, kind } = parseAcknowledgementJobData(jobData);
    const context = { leadId, kind };
    // Switched off after the job was added: nothing goes out.
    if (!this.config.acknowledgementEnabled) return 'disabled';
    const stored = await this.leads.storedLead(kind, leadId);
    if (!stored) {
      this.logger.warn(context, 'acknowledgement of a lead that is not stored: nothing to do');
      return 'lead-missing';
    }
    if (stored.flagged) return 'flagged';
    if (stored.acknowledgement === 'sent') return 'already-sent';
    if (stored.acknowledgement === 'rate-limited') return 'rate-limited';

    if (stored.acknowledgement === null) {
      if (!(await this.rateLimit.take(stored.lead.data.workEmail))) {
        await this.leads.recordAcknowledgement(kind, leadId, 'rate-limited');
        this.logger.info(context, 'acknowledgement dropped: its recipient domain reached its hourly cap');
        return 'rate-limited';
      }
      await this.leads.recordAcknowledgement(kind, leadId, 'sending');
    }

    const email = composeAcknowledgementEmail(stored.lead, { salesEmail: this.config.salesEmail, mailFrom: this.config.mailFrom });
    const messageId = await this.mailer.deliver(email, signal);
    await this.leads.recordAcknowledgement(kind, leadId, 'sent');
    this.logger.info({ ...context, messageId }, 'lead acknowledged');
    return 'sent';
  }
}
