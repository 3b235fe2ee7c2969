import { type FollowUpStep, type LeadJobData, LEAD_JOB } from '@site/contracts';
import { type QueueJob, queueJob } from '@site/contracts/queue-jobs';
import type { WorkerSettings } from '@site/config';

/**
 * A lead's follow-ups as delayed BullMQ jobs (in Redis, not in-process timers): the escalation at
 * receivedAt + CLAIM_ESCALATE_AFTER_MS and the final alert at receivedAt + CLAIM_FINAL_ALERT_AFTER_MS. Each has a
 * job id of its own per lead, so scheduling again (a retried lead job, another worker) adds nothing.
 */
export function followUpJobs(lead: Pick<LeadJobData, 'id' | 'kind' | 'receivedAt'>, config: WorkerSettings, now: number): QueueJob[] {
  const receivedAt = Date.parse(lead.receivedAt);
  const steps: Array<[FollowUpStep, typeof LEAD_JOB.escalate | typeof LEAD_JOB.finalAlert, number]> = [
    ['escalation', LEAD_JOB.escalate, config.escalateAfterMs],
    ['final-alert', LEAD_JOB.finalAlert, config.finalAlertAfterMs],
  ];
  return steps.map(([step, name, afterMs]) =>
    queueJob(name, { leadId: lead.id, kind: lead.kind, step }, { delay: Math.max(0, receivedAt + afterMs - now) }),
  );
}
