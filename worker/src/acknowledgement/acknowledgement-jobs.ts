import { LEAD_JOB, type LeadKind } from '@site/contracts';
import { type QueueJob, queueJob } from '@site/contracts/queue-jobs';
import type { WorkerSettings } from '@site/config';

/**
 * The acknowledgement job of a stored lead (none with LEAD_ACKNOWLEDGEMENT=off). One job id per lead, so a retried
 * or replayed lead job adds nothing; the lead's row guards against a job added again after its removal.
 */
export function acknowledgementJobs(lead: { id: string; kind: LeadKind; clientAddress?: string | undefined }, config: WorkerSettings): QueueJob[] {
  if (!config.acknowledgementEnabled) return [];
  const clientAddress = lead.clientAddress ? { clientAddress: lead.clientAddress } : {};
  return [queueJob(LEAD_JOB.acknowledge, { leadId: lead.id, kind: lead.kind, ...clientAddress })];
}
