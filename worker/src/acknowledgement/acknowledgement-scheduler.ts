import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { acknowledgementJobId, LEAD_JOB, LEAD_JOB_OPTIONS, type LeadJobData, LEADS_QUEUE } from '@site/contracts';
import type { Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';
import type { AcknowledgementJobData } from './acknowledgement-job.js';

/**
 * Adds a stored lead's acknowledgement job (unless LEAD_ACKNOWLEDGEMENT=off). One job id per lead, so a retried
 * or replayed lead job adds nothing; the lead's row guards against a job added again after its removal.
 */
@Injectable()
export class AcknowledgementScheduler {
  constructor(
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async schedule(lead: Pick<LeadJobData, 'id' | 'kind' | 'clientAddress'>): Promise<void> {
    if (!this.config.acknowledgementEnabled) return;
    const data: AcknowledgementJobData = { leadId: lead.id, kind: lead.kind, ...(lead.clientAddress ? { clientAddress: lead.clientAddress } : {}) };
    // The sales email's retry policy: retried with the lead back-off for a day, then kept as a dead letter.
    await this.queue.add(LEAD_JOB.acknowledge, data, { ...LEAD_JOB_OPTIONS, jobId: acknowledgementJobId(lead.id) });
  }
}
