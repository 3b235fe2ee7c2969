import { LEAD_JOB, leadJobId } from '@site/contracts';
import type { Job, Queue } from 'bullmq';

/** One dead-letter lead job found in the failed set. */
export interface DeadLetter {
  jobId: string;
  leadId: string | undefined;
  failedReason: string;
  attemptsMade: number;
}

export interface RequeueOptions {
  /** List what would be requeued, change nothing. */
  dryRun?: boolean;
  /** Only the job of this lead (its id, the UUID); it must be a dead letter. */
  leadId?: string;
}

export interface RequeueReport {
  dryRun: boolean;
  requeued: DeadLetter[];
}

/** The lead id is not a dead letter (unknown, or its job is waiting, active, completed …). */
export class NotADeadLetterError extends Error {}

const PAGE_SIZE = 200;

/** The job kinds whose dead letters are requeued: the lead itself, and its acknowledgement and webhook deliveries. */
const REQUEUED_JOB_NAMES: ReadonlySet<string> = new Set([LEAD_JOB.process, LEAD_JOB.acknowledge, LEAD_JOB.webhook]);

function describe(job: Job): DeadLetter {
  // A lead job names its lead `id`; its acknowledgement and webhook jobs name it `leadId`.
  const named = job.data?.id ?? job.data?.leadId;
  const leadId = typeof named === 'string' ? named : undefined;
  return { jobId: job.id ?? '?', leadId, failedReason: job.failedReason ?? '', attemptsMade: job.attemptsMade };
}

/**
 * Every `process-lead`, `acknowledge-lead` and `deliver-lead-webhook` job in the failed set (dead letters: failed
 * jobs with retries left sit in `delayed`).
 */
async function failedLeadJobs(queue: Queue): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const page = (await queue.getFailed(start, start + PAGE_SIZE - 1)) as Job[];
    jobs.push(...page.filter((job) => REQUEUED_JOB_NAMES.has(job?.name ?? '')));
    if (page.length < PAGE_SIZE) return jobs;
  }
}

async function failedLeadJob(queue: Queue, leadId: string): Promise<Job> {
  const job = (await queue.getJob(leadJobId(leadId))) as Job | undefined;
  if (!job) throw new NotADeadLetterError(`no job for lead ${leadId} (already removed, or never queued)`);
  const state = await job.getState();
  if (state !== 'failed') throw new NotADeadLetterError(`lead ${leadId} is not a dead letter: its job is ${state}`);
  return job;
}

/**
 * Moves dead-letter lead jobs (with `leadId`: that lead's `process-lead` job only) back to the wait list with BullMQ's own `job.retry('failed')`, their
 * attempt counters reset so each gets the full retry policy again. The job id (`lead-<uuid>`) and data are
 * kept, and the worker's insert is idempotent by lead id, so a lead stored before its email failed is only
 * emailed now. All jobs are collected before any is moved, so paging through the failed set is not disturbed.
 */
export async function requeueDeadLetters(queue: Queue, options: RequeueOptions = {}): Promise<RequeueReport> {
  const jobs = options.leadId ? [await failedLeadJob(queue, options.leadId)] : await failedLeadJobs(queue);
  const requeued: DeadLetter[] = [];
  for (const job of jobs) {
    if (!options.dryRun) await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    requeued.push(describe(job));
  }
  return { dryRun: options.dryRun === true, requeued };
}
