import { Inject, Injectable } from '@nestjs/common';
import type { AcknowledgementJobData } from '@site/contracts/queue-jobs';
import { type AcknowledgementSkipped, LeadRepository } from '@site/persistence';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { WithdrawalLinks } from '../claims/withdrawal-links.js';
import { LeadMailer } from '../mail/lead-mailer.js';
import { LeadMetrics } from '../metrics/lead-metrics.js';
import { AcknowledgementCaps } from './acknowledgement-caps.js';
import { composeAcknowledgementEmail } from './acknowledgement-email.js';

/** What became of an acknowledgement job (its BullMQ return value). */
export type AcknowledgementOutcome = 'sent' | 'already-sent' | AcknowledgementSkipped | 'flagged' | 'disabled' | 'lead-missing';

const isSkipped = (state: string | null): state is AcknowledgementSkipped => state !== null && /^over-[a-z]+-cap$/.test(state);

/**
 * Sends the person who sent a lead the acknowledgement, once per lead: the lead's row records where it stands.
 * The caps (per client address, per recipient domain, site-wide; acknowledgement-caps.ts) are asked once per lead
 * (the row then says `sending`, so a retry after an SMTP failure is not counted again); over one of them the
 * acknowledgement is skipped and the row records which cap (`over-client-cap` …; a thank-you hours late helps
 * nobody, and the caps exist against floods). The lead itself is stored and sales are mailed either way.
 * `sent` is recorded after the SMTP server accepted it.
 */
@Injectable()
export class LeadAcknowledgement {
  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: LeadMailer,
    private readonly caps: AcknowledgementCaps,
    private readonly metrics: LeadMetrics,
    private readonly withdrawalLinks: WithdrawalLinks,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(LeadAcknowledgement.name) private readonly logger: PinoLogger,
  ) {}

  /** `acknowledgement`: the job's data as the queue contract read it. */
  async run({ leadId, kind, clientAddress }: AcknowledgementJobData, signal?: AbortSignal): Promise<AcknowledgementOutcome> {
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
    if (isSkipped(stored.acknowledgement)) return stored.acknowledgement;

    const recipient = stored.lead.data.workEmail;
    if (stored.acknowledgement === null) {
      const cap = await this.caps.take({ recipient, clientAddress });
      if (cap) {
        const skipped: AcknowledgementSkipped = `over-${cap}-cap`;
        await this.leads.recordAcknowledgement(kind, leadId, skipped);
        this.metrics.acknowledgementSkipped(cap);
        this.logger.info({ ...context, cap }, `acknowledgement skipped: its ${cap} cap for this hour is reached`);
        return skipped;
      }
      await this.leads.recordAcknowledgement(kind, leadId, 'sending');
    }

    const { salesEmail, mailFrom, siteUrl } = this.config;
    const withdrawal = await this.withdrawalLinks.forLead({ id: leadId, kind });
    const email = composeAcknowledgementEmail({ id: leadId, kind, recipient }, { salesEmail, mailFrom, siteUrl }, withdrawal);
    const messageId = await this.mailer.deliver(email, signal);
    await this.leads.recordAcknowledgement(kind, leadId, 'sent');
    this.logger.info({ ...context, messageId }, 'lead acknowledged');
    return 'sent';
  }
}
