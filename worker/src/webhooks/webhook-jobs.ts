import { type LeadJobData, LEAD_JOB } from '@site/contracts';
import { type QueueJob, queueJob } from '@site/contracts/queue-jobs';
import type { WorkerSettings } from '@site/config';
import { webhookEndpoints } from './webhook-endpoints.js';

/**
 * One webhook job per LEAD_WEBHOOK_URLS endpoint for a stored lead. One job id per lead and endpoint, so a retried
 * or replayed lead job adds nothing.
 */
export function webhookJobs(lead: Pick<LeadJobData, 'id' | 'kind'>, config: WorkerSettings): QueueJob[] {
  return webhookEndpoints(config.webhookUrls).map((endpoint) =>
    queueJob(LEAD_JOB.webhook, { leadId: lead.id, kind: lead.kind, endpointId: endpoint.id }),
  );
}
