import { Inject, Injectable } from '@nestjs/common';
import type { FollowUpJobData } from '@site/contracts/queue-jobs';
import { LeadRepository } from '@site/persistence';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { ClaimLinks } from '../claims/claim-links.js';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { LeadMailer } from '../mail/lead-mailer.js';
import { composeFollowUpEmail, followUpRecipients } from './follow-up-email.js';

/** What became of a follow-up job (its BullMQ return value). */
export type FollowUpOutcome = 'sent' | 'claimed' | 'already-sent' | 'flagged' | 'lead-missing';

/**
 * Runs one follow-up step of a lead when its delayed job comes due: nothing if the lead was claimed (or the step
 * already went out), otherwise the email, recorded only after the SMTP server accepted it. Once per lead and
 * step: one job id per step, and the step's column in the lead's row guards against a job scheduled again.
 */
@Injectable()
export class UnclaimedLeadFollowUp {
  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: LeadMailer,
    private readonly claimLinks: ClaimLinks,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(UnclaimedLeadFollowUp.name) private readonly logger: PinoLogger,
  ) {}

  /** `followUp`: the job's data as the queue contract read it. */
  async run({ leadId, kind, step }: FollowUpJobData, signal?: AbortSignal): Promise<FollowUpOutcome> {
    const context = { leadId, kind, step };
    const stored = await this.leads.storedLead(kind, leadId);
    if (!stored) {
      this.logger.warn(context, 'follow-up of a lead that is not stored: nothing to do');
      return 'lead-missing';
    }
    if (stored.flagged) return 'flagged';
    if (stored.claimedAt) {
      this.logger.info({ ...context, claimedAt: stored.claimedAt.toISOString() }, 'lead claimed in time: no follow-up');
      return 'claimed';
    }
    if (stored.followUpSentAt[step]) return 'already-sent';

    const recipients = followUpRecipients(step, this.config);
    // One recipient: the link fills in their address; the final alert goes to two, so the page asks.
    const link = await this.claimLinks.forLead(stored.lead, recipients.length === 1 ? recipients[0] : undefined);
    const email = composeFollowUpEmail(step, stored.lead, this.config, link);
    const messageId = await this.mailer.deliver(email, signal);
    await this.leads.markFollowUpSent(kind, leadId, step);
    this.logger.warn({ ...context, messageId }, step === 'escalation' ? 'unclaimed lead escalated' : 'final alert sent for an unclaimed lead');
    return 'sent';
  }
}
