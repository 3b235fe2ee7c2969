import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { type ConsentRecord, type LeadJobData, type LeadVerdictRecord, type LeadView, LEADS_QUEUE } from '@site/contracts';
import type { AnnounceJobData, QueueJob, ReleaseJobData } from '@site/contracts/queue-jobs';
import { LeadRepository, type NotificationState, type StoredLead } from '@site/persistence';
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
  /** emailed: sales were emailed now; already-emailed: an earlier run did; spam: its verdict, never emailed. */
  email: 'emailed' | 'already-emailed' | 'spam';
}

/** What became of an `announce-stored-lead` job: as a replayed lead job, or its lead is not stored. */
export type AnnouncementOutcome = LeadOutcome['email'] | 'lead-missing';

/** What became of a `release-lead` job: as an announcement, or the lead is no longer `ok` (staff changed it back). */
export type ReleaseOutcome = AnnouncementOutcome | 'not-ok';

/**
 * A stored lead about to be announced: its fields, consent and verdict, its email state, and the client address if
 * known.
 */
interface LeadToAnnounce {
  lead: LeadView;
  consent: ConsentRecord;
  verdict: LeadVerdictRecord;
  state: NotificationState;
  clientAddress?: string | undefined;
}

/** PostgreSQL error classes that no retry can fix: 22 data exception, 23 integrity constraint violation. */
function isPermanentDatabaseFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

/**
 * Handles one lead by its verdict: store it once (the id is the primary key); a spam lead ends there. An `ok` lead's
 * acknowledgement and webhooks are scheduled unless the row says they were (an `unverified` lead's wait until staff
 * mark it OK: `release`); unless it was emailed before, sales are emailed (with a claim link, "Unverified" in the
 * subject of an unverified lead);
 * record the email only after the SMTP server accepted it, and schedule the follow-ups that fire if nobody claims it.
 * Replay protection rests on the row, not on the BullMQ job id: a lead replayed after its finished jobs were removed
 * finds its row stored, emailed and its deliveries queued, and sends nothing new. A lead stored earlier whose job is
 * gone goes through the same steps from its row (`announceStored`).
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
      ? { verdict: lead.verdict.verdict, flagged: lead.verdict.verdict === 'spam', notifiedAt: null, deliveriesQueuedAt: null }
      : await this.leads.notificationState(lead.kind, lead.id);
    if (!state) throw new Error(`lead ${lead.id} not found right after storing it`);
    // A replay reads the verdict from the row (staff may have changed it since); the signals are the API's.
    const verdict = { verdict: state.verdict, signals: lead.verdict.signals };
    const toAnnounce = { lead, consent: lead.consent, verdict, state, clientAddress: lead.clientAddress };
    const email = await this.announce(toAnnounce, { ...context, inserted }, signal);
    return { inserted, email };
  }

  /**
   * `release-lead`: staff marked the lead OK. Runs, from its row, what its verdict skipped: the acknowledgement and
   * webhooks unless they were queued, the sales email unless it went out (a spam lead's never did). The row's
   * records make each happen once, however often the lead is released. A lead that is not `ok` any more (marked spam
   * again before this ran) is left alone.
   */
  async release({ leadId, kind, by }: ReleaseJobData, attempt: number, signal?: AbortSignal): Promise<ReleaseOutcome> {
    const context = { leadId, kind, attempt, releasedBy: by };
    const stored = await this.leads.storedLead(kind, leadId);
    if (!stored) {
      this.logger.warn(context, 'release of a lead that is not stored: nothing to do');
      return 'lead-missing';
    }
    if (stored.verdict !== 'ok') {
      this.logger.info({ ...context, verdict: stored.verdict }, 'release of a lead that is not ok any more: nothing to do');
      return 'not-ok';
    }
    return this.announce(storedLeadToAnnounce(stored), context, signal);
  }

  /**
   * `announce-stored-lead`: a lead stored earlier whose lead job is gone (the sweeper found it never emailed). Its
   * fields and consent come from its row; no client address is known any more.
   */
  async announceStored({ leadId, kind }: AnnounceJobData, attempt: number, signal?: AbortSignal): Promise<AnnouncementOutcome> {
    const context = { leadId, kind, attempt };
    const stored = await this.leads.storedLead(kind, leadId);
    if (!stored) {
      this.logger.warn(context, 'announcement of a lead that is not stored: nothing to do');
      return 'lead-missing';
    }
    return this.announce(storedLeadToAnnounce(stored), context, signal);
  }

  /**
   * The steps after storing, by verdict: none for spam; for an `ok` lead its acknowledgement and webhooks (unless
   * queued before); for `ok` and `unverified` the sales email (unless sent before), then the follow-ups.
   */
  private async announce(
    { lead, consent, verdict, state, clientAddress }: LeadToAnnounce,
    context: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<LeadOutcome['email']> {
    if (state.verdict === 'spam') {
      this.logger.info({ ...context, signals: verdict.signals }, 'lead judged spam: stored, not emailed');
      return 'spam';
    }
    if (state.verdict === 'ok' && !state.deliveriesQueuedAt) await this.queueDeliveries(lead, clientAddress);
    if (state.notifiedAt) {
      this.logger.info({ ...context, notifiedAt: state.notifiedAt.toISOString() }, 'sales already emailed about this lead');
      // A run that died between the email and scheduling the follow-ups left them out: scheduling is idempotent.
      await this.add(followUpJobs(lead, this.config, Date.now()));
      return 'already-emailed';
    }

    const claimLink = await this.claimLinks.forLead(lead, this.config.salesEmail);
    const messageId = await this.mailer.send(lead, consent, claimLink, verdict, signal);
    await this.leads.markNotified(lead.kind, lead.id, messageId);
    this.logger.info({ ...context, messageId, verdict: state.verdict }, 'sales emailed about the lead');
    await this.add(followUpJobs(lead, this.config, Date.now()));
    return 'emailed';
  }

  /**
   * The lead is stored: its acknowledgement and webhooks go out on their own jobs, whatever becomes of the sales
   * email. The row records that they were added, only after Redis took them: a run that died before that adds them
   * again (a no-op while their jobs exist); a run after it adds none, even once Redis has removed the finished jobs.
   */
  private async queueDeliveries(lead: LeadView, clientAddress: string | undefined): Promise<void> {
    const acknowledgements = acknowledgementJobs({ id: lead.id, kind: lead.kind, clientAddress }, this.config);
    await Promise.all([this.add(acknowledgements), this.add(webhookJobs(lead, this.config))]);
    await this.leads.markDeliveriesQueued(lead.kind, lead.id);
  }

  /** Adds a lead's follow-on jobs in one round trip to Redis (a job whose id exists already is left as it is). */
  private async add(jobs: QueueJob[]): Promise<void> {
    if (jobs.length > 0) await this.queue.addBulk(jobs);
  }
}

/** A stored lead as the announcement reads it: everything from its row (no client address is kept there). */
function storedLeadToAnnounce(stored: StoredLead): LeadToAnnounce {
  return {
    lead: stored.lead,
    consent: stored.consent,
    verdict: { verdict: stored.verdict, signals: stored.verdictSignals },
    state: { verdict: stored.verdict, flagged: stored.flagged, notifiedAt: stored.notifiedAt, deliveriesQueuedAt: stored.deliveriesQueuedAt },
  };
}
