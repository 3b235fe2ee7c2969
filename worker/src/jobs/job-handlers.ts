import { Inject, Injectable } from '@nestjs/common';
import { LEAD_JOB, LEADS_QUEUE } from '@site/contracts';
import {
  isQueueJobName,
  parseQueueJob,
  QUEUE_JOB_NAMES,
  type QueueJobData,
  type QueueJobName,
  REPEATABLE_JOB_NAMES,
  type RepeatableJobName,
} from '@site/contracts/queue-jobs';
import { type Job, type RepeatOptions, UnrecoverableError } from 'bullmq';
import { LeadAcknowledgement } from '../acknowledgement/lead-acknowledgement.js';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { DailyDigest } from '../digest/daily-digest.service.js';
import { UnclaimedLeadFollowUp } from '../follow-up/unclaimed-lead-follow-up.js';
import { LeadProcessingService } from '../leads/lead-processing.service.js';
import { IdleLeadRetention } from '../retention/idle-lead-retention.js';
import { UnnotifiedLeadSweeper } from '../sweeper/unnotified-lead-sweeper.js';
import { WebhookDelivery } from '../webhooks/webhook-delivery.js';

/**
 * Runs one job with its data as the queue contract read it; `signal` aborts its email when a shutdown runs out of
 * time. Resolves with the job's return value.
 */
type RunJob<N extends QueueJobName> = (data: QueueJobData<N>, job: Job, signal: AbortSignal) => Promise<unknown>;

/** When a job scheduler adds a repeatable job (BullMQ's `every` or cron `pattern`), and the start-up log line saying so. */
export interface JobSchedule {
  repeat: Omit<RepeatOptions, 'key'>;
  log: { fields: Record<string, unknown>; message: string };
}

/** What the worker does with a job; a repeatable job also says when it runs. */
export type JobHandler<N extends QueueJobName> = N extends RepeatableJobName
  ? { run: RunJob<N>; schedule(config: WorkerSettings): JobSchedule }
  : { run: RunJob<N> };

/** One handler per job of the queue contract. */
export type JobHandlerTable = { readonly [N in QueueJobName]: JobHandler<N> };

/**
 * Throws, naming the job, unless `table` has a handler for every job of the queue contract (and a schedule for each
 * repeatable one) and none for a job the contract does not know: the worker then refuses to start.
 */
export function checkJobHandlers(table: Readonly<Record<string, { run?: unknown; schedule?: unknown } | undefined>>): void {
  for (const name of QUEUE_JOB_NAMES) {
    if (typeof table[name]?.run !== 'function') {
      throw new Error(`the queue job "${name}" has no handler: add one to the job handler table (worker/src/jobs/job-handlers.ts)`);
    }
  }
  for (const name of REPEATABLE_JOB_NAMES) {
    if (typeof table[name]?.schedule !== 'function') throw new Error(`the repeatable queue job "${name}" has no schedule in the job handler table`);
  }
  for (const name of Object.keys(table)) {
    if (!isQueueJobName(name))
      throw new Error(`the job handler table handles "${name}", which is no job of the queue contract (@site/contracts/queue-jobs)`);
  }
}

/** The job table of the `leads` queue: which feature runs each job name, and when the repeatable ones run. */
@Injectable()
export class JobHandlers {
  readonly table: JobHandlerTable;

  constructor(
    leads: LeadProcessingService,
    sweeper: UnnotifiedLeadSweeper,
    followUps: UnclaimedLeadFollowUp,
    digest: DailyDigest,
    acknowledgement: LeadAcknowledgement,
    webhooks: WebhookDelivery,
    retention: IdleLeadRetention,
    @Inject(WORKER_CONFIG) config: WorkerSettings,
  ) {
    this.table = {
      [LEAD_JOB.process]: { run: (lead, job, signal) => leads.process(lead, job.attemptsMade + 1, signal) },
      [LEAD_JOB.announce]: { run: (announce, job, signal) => leads.announceStored(announce, job.attemptsMade + 1, signal) },
      [LEAD_JOB.sweep]: {
        run: () => sweeper.sweep(),
        schedule: () => ({
          repeat: { every: config.sweepIntervalMs },
          log: { fields: { everyMs: config.sweepIntervalMs }, message: 'sweep scheduled' },
        }),
      },
      [LEAD_JOB.escalate]: { run: (followUp, _job, signal) => followUps.run(followUp, signal) },
      [LEAD_JOB.finalAlert]: { run: (followUp, _job, signal) => followUps.run(followUp, signal) },
      [LEAD_JOB.digest]: {
        run: async (_data, _job, signal) => (await digest.send(new Date(), signal)).totals,
        // Every day at DIGEST_HOUR:00 in DIGEST_TIME_ZONE.
        schedule: () => {
          const repeat = { pattern: `0 ${config.digestHour} * * *`, tz: config.digestTimeZone };
          return { repeat, log: { fields: repeat, message: 'daily digest scheduled' } };
        },
      },
      [LEAD_JOB.acknowledge]: { run: (data, _job, signal) => acknowledgement.run(data, signal) },
      [LEAD_JOB.webhook]: { run: (data, _job, signal) => webhooks.run(data, signal) },
      [LEAD_JOB.release]: { run: (release, job, signal) => leads.release(release, job.attemptsMade + 1, signal) },
      [LEAD_JOB.retention]: {
        run: () => retention.run(),
        // Daily at 03:30 UTC: away from the digest hour and from office hours anywhere the site has staff.
        schedule: () => {
          const repeat = { pattern: '30 3 * * *', tz: 'UTC' };
          return { repeat, log: { fields: { ...repeat, retentionDays: config.retentionDays }, message: 'retention scheduled' } };
        },
      },
    };
    checkJobHandlers(this.table);
  }

  /** Runs `job` by its name's handler; an unknown name or malformed data fails it at once (a dead letter). */
  run(job: Job, signal: AbortSignal): Promise<unknown> {
    if (!isQueueJobName(job.name)) return Promise.reject(new UnrecoverableError(`unknown job name "${job.name}" on the ${LEADS_QUEUE} queue`));
    const parsed = parseQueueJob(job.name, job.data);
    // A malformed job never gets better by retrying: fail it at once and keep it as a dead letter.
    if (!parsed.success) return Promise.reject(new UnrecoverableError(parsed.reason));
    const run = this.table[job.name].run as RunJob<typeof job.name>;
    return run(parsed.data, job, signal);
  }
}
