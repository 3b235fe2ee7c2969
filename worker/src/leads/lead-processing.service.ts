import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { type LeadJobData, LEADS_QUEUE } from '@site/contracts';
import type { QueueJob } from '@site/contracts/queue-jobs';
import { LeadRepository } from '@site/persistence';
import { type Queue, UnrecoverableError } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { acknowledgementJobs } from '../acknowledgement/acknowledgement-jobs.js';
import { ClaimLinks } from '../claims/claim-links.js';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { followUpJobs } from '../follow-up/follow-up-jobs.js';
import { LeadMailer } from '../mail/lead-mailer.js';
import { webhookJobs } from '../webhooks/webhook-jobs.js';

/** What became of a `process-lead` job (its BullMQ return value). */
export interface LeadOutcome {
  /** True when this run inserted the row (false: a replay, the row was there already). */
  inserted: boolean;
  /** emailed: sales were emailed now; already-emailed: an earlier run did; flagged: honeypot, never emailed. */
  email: 'emailed' | 'already-emailed' | 'flagged';
}

/** PostgreSQL error classes that no retry can fix: 22 data exception, 23 integrity constraint violation. */
function isPermanentDatabaseFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

/**
 * Handles one lead: store it once (the id is the primary key); unless it is flagged, schedule its acknowledgement
 * and webhooks unless the row says they were, and, unless it was emailed before, email sales (with a claim link);
 * record the email only after the SMTP server accepted it, and schedule the follow-ups that fire if nobody claims it.
 * Replay protection rests on the row, not on the BullMQ job id: a lead replayed after its finished jobs were removed
 * finds its row stored, emailed and its deliveries queued, and sends nothing new.
 */
@Injectable()
export class LeadProcessingService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: LeadMailer,
    private readonly claimLinks: ClaimLinks,
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(LeadProcessingService.name) private readonly logger: PinoLogger,
  ) {}

  /** `lead`: the job's data as the queue contract read it. */
  async process(lead: LeadJobData, attempt: number, signal?: AbortSignal): Promise<LeadOutcome> {
    const context = { leadId: lead.id, kind: lead.kind, attempt };

    let inserted: boolean;
    try {
      inserted = await this.leads.insertIfAbsent(lead);
    } catch (error) {
      if (isPermanentDatabaseFailure(error)) {
        throw new UnrecoverableError(`lead rejected by the database: ${(error as Error).message}`);
      }
      throw error;
    }
    this.logger.debug({ ...context, inserted }, inserted ? 'lead stored' : 'lead already stored');

    // A row this run inserted is as the job says and not announced yet; only a replay needs to read it back.
    const state = inserted
      ? { flagged: lead.flagged, notifiedAt: null, deliveriesQueuedAt: null }
      : await this.leads.notificationState(lead.kind, lead.id);
    if (!state) throw new Error(`lead ${lead.id} not found right after storing it`);
    if (state.flagged) {
      this.logger.info(context, 'lead flagged by the honeypot: stored, not emailed');
      return { inserted, email: 'flagged' };
    }
    if (!state.deliveriesQueuedAt) await this.queueDeliveries(lead);
    if (state.notifiedAt) {
      this.logger.info({ ...context, notifiedAt: state.notifiedAt.toISOString() }, 'sales already emailed about this lead');
      // A run that died between the email and scheduling the follow-ups left them out: scheduling is idempotent.
      await this.add(followUpJobs(lead, this.config, Date.now()));
      return { inserted, email: 'already-emailed' };
    }

    const claimLink = await this.claimLinks.forLead(lead, this.config.salesEmail);
    const messageId = await this.mailer.send(lead, claimLink, signal);
    await this.leads.markNotified(lead.kind, lead.id, messageId);
    this.logger.info({ ...context, inserted, messageId }, 'sales emailed about the lead');
    await this.add(followUpJobs(lead, this.config, Date.now()));
    return { inserted, email: 'emailed' };
  }

  /**
   * The lead is stored: its acknowledgement and webhooks go out on their own jobs, whatever becomes of the sales
   * email. The row records that they were added, only after Redis took them: a run that died before that adds them
   * again (a no-op while their jobs exist); a run after it adds none, even once Redis has removed the finished jobs.
   */
  private async queueDeliveries(lead: LeadJobData): Promise<void> {
    await Promise.all([this.add(acknowledgementJobs(lead, this.config)), this.add(webhookJobs(lead, this.config))]);
    await this.leads.markDeliveriesQueued(lead.kind, lead.id);
  }

  /** Adds a lead's follow-on jobs in one round trip to Redis (a job whose id exists already is left as it is). */
  private async add(jobs: QueueJob[]): Promise<void> {
    if (jobs.length > 0) await this.queue.addBulk(jobs);
  }
}
