import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { type FollowUpStep, followUpJobId, LEAD_JOB, LEAD_JOB_OPTIONS, type LeadJobData, LEADS_QUEUE } from '@site/contracts';
import type { Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';
import type { FollowUpJobData } from './follow-up-job.js';

/**
 * Schedules a lead's follow-ups as delayed BullMQ jobs (in Redis, not in-process timers): the escalation at
 * receivedAt + CLAIM_ESCALATE_AFTER_MS and the final alert at receivedAt + CLAIM_FINAL_ALERT_AFTER_MS. Each has a
 * job id of its own per lead, so scheduling again (a retried lead job, another worker) adds nothing.
 */
@Injectable()
export class FollowUpScheduler {
  constructor(
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async schedule(lead: Pick<LeadJobData, 'id' | 'kind' | 'receivedAt'>, now: number = Date.now()): Promise<void> {
    const receivedAt = Date.parse(lead.receivedAt);
    const steps: Array<[FollowUpStep, string, number]> = [
      ['escalation', LEAD_JOB.escalate, this.config.escalateAfterMs],
      ['final-alert', LEAD_JOB.finalAlert, this.config.finalAlertAfterMs],
    ];
    // Both in one round trip to Redis.
    await this.queue.addBulk(
      steps.map(([step, name, afterMs]) => {
        const data: FollowUpJobData = { leadId: lead.id, kind: lead.kind, step };
        return {
          name,
          data,
          opts: { ...LEAD_JOB_OPTIONS, jobId: followUpJobId(lead.id, step), delay: Math.max(0, receivedAt + afterMs - now) },
        };
      }),
    );
  }
}
