import { Injectable } from '@nestjs/common';
import { LEAD_JOB, LEADS_QUEUE } from '@site/contracts';
import { type Job, UnrecoverableError } from 'bullmq';
import { LeadAcknowledgement } from '../acknowledgement/lead-acknowledgement.js';
import { DailyDigest } from '../digest/daily-digest.service.js';
import { UnclaimedLeadFollowUp } from '../follow-up/unclaimed-lead-follow-up.js';
import { LeadProcessingService } from '../leads/lead-processing.service.js';
import { UnnotifiedLeadSweeper } from '../sweeper/unnotified-lead-sweeper.js';
import { WebhookDelivery } from '../webhooks/webhook-delivery.js';

/** Runs one job; `signal` aborts its email when a shutdown runs out of time. Resolves with the job's return value. */
type JobHandler = (job: Job, signal: AbortSignal) => Promise<unknown>;

/** Which feature runs each job name of the `leads` queue. */
@Injectable()
export class LeadJobRouter {
  private readonly handlers: Readonly<Record<string, JobHandler>>;

  constructor(
    leads: LeadProcessingService,
    sweeper: UnnotifiedLeadSweeper,
    followUps: UnclaimedLeadFollowUp,
    digest: DailyDigest,
    acknowledgement: LeadAcknowledgement,
    webhooks: WebhookDelivery,
  ) {
    this.handlers = {
      [LEAD_JOB.process]: (job, signal) => leads.process(job.data, job.attemptsMade + 1, signal),
      [LEAD_JOB.sweep]: () => sweeper.sweep(),
      [LEAD_JOB.escalate]: (job, signal) => followUps.run(job.data, signal),
      [LEAD_JOB.finalAlert]: (job, signal) => followUps.run(job.data, signal),
      [LEAD_JOB.digest]: async (_job, signal) => (await digest.send(new Date(), signal)).totals,
      [LEAD_JOB.acknowledge]: (job, signal) => acknowledgement.run(job.data, signal),
      [LEAD_JOB.webhook]: (job, signal) => webhooks.run(job.data, signal),
    };
  }

  run(job: Job, signal: AbortSignal): Promise<unknown> {
    const handler = Object.hasOwn(this.handlers, job.name) ? this.handlers[job.name] : undefined;
    if (!handler) return Promise.reject(new UnrecoverableError(`unknown job name "${job.name}" on the ${LEADS_QUEUE} queue`));
    return handler(job, signal);
  }
}
