import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { LEAD_JOB, LEAD_JOB_OPTIONS, type LeadJobData, LEADS_QUEUE, webhookJobId } from '@site/contracts';
import type { Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';
import { webhookEndpoints } from './webhook-endpoints.js';
import type { WebhookJobData } from './webhook-job.js';

/**
 * Adds one webhook job per LEAD_WEBHOOK_URLS endpoint for a stored lead. One job id per lead and endpoint, so a
 * retried or replayed lead job adds nothing.
 */
@Injectable()
export class WebhookScheduler {
  constructor(
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async schedule(lead: Pick<LeadJobData, 'id' | 'kind'>): Promise<void> {
    const endpoints = webhookEndpoints(this.config.webhookUrls);
    if (endpoints.length === 0) return;
    // All in one round trip; the sales email's retry policy (the lead back-off for a day, then a dead letter).
    await this.queue.addBulk(
      endpoints.map((endpoint) => {
        const data: WebhookJobData = { leadId: lead.id, kind: lead.kind, endpointId: endpoint.id };
        return { name: LEAD_JOB.webhook, data, opts: { ...LEAD_JOB_OPTIONS, jobId: webhookJobId(endpoint.id, lead.id) } };
      }),
    );
  }
}
