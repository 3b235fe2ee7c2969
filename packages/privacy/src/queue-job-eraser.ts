import type { Job, JobType, Queue } from 'bullmq';

/** Every state a job of the queue can be in: finished (completed, failed), pending, or held by a worker. */
const JOB_STATES: JobType[] = ['completed', 'failed', 'waiting', 'delayed', 'prioritized', 'waiting-children', 'active'];

/** Jobs read from Redis per round trip while searching. */
const PAGE_SIZE = 500;

/** A job that carries a person's data, as the export lists it. */
export interface CarryingJob {
  id: string;
  name: string;
  state: string;
  /** When it was added and (if it has) finished, ISO 8601. */
  addedAt: string;
  finishedAt: string | null;
}

/** What an erasure did to the queue. */
export interface QueueErasure {
  /** Jobs removed (with their logs). */
  removedJobs: number;
  /** Jobs a worker was running, so Redis refused their removal: erase again once they are done. */
  jobsHeldByWorker: number;
  /** Entries of the queue's event stream that named the person, deleted. */
  removedEvents: number;
}

/** What to look for: the person's address (normalised) and the ids of their leads. */
export interface PersonTrace {
  email: string;
  leadIds: ReadonlySet<string>;
}

/** Whether a job is about one of the leads, or holds the address anywhere in its data, result or failure. */
function carries(job: Job, trace: PersonTrace): boolean {
  const data = (job.data ?? {}) as { id?: unknown; leadId?: unknown };
  if (typeof data.id === 'string' && trace.leadIds.has(data.id)) return true;
  if (typeof data.leadId === 'string' && trace.leadIds.has(data.leadId)) return true;
  const text = JSON.stringify([job.data, job.returnvalue, job.failedReason, job.stacktrace]).toLowerCase();
  return text.includes(trace.email);
}

/**
 * A person's traces in the `leads` queue in Redis: the jobs about their leads (`process-lead`, its acknowledgement,
 * follow-ups, webhooks) and any job whose data, return value or failure holds their address, in every state; and
 * the entries of the queue's event stream (BullMQ's `<prefix>:leads:events`, capped, read by QueueEvents) that
 * hold the address or a lead id.
 */
export class QueueJobEraser {
  constructor(private readonly queue: Queue) {}

  /** The jobs carrying the person, with their state (read page by page; memory holds one page of jobs). */
  async find(trace: PersonTrace): Promise<CarryingJob[]> {
    const found: CarryingJob[] = [];
    for (const state of JOB_STATES) {
      for (let start = 0; ; start += PAGE_SIZE) {
        const page = await this.queue.getJobs([state], start, start + PAGE_SIZE - 1, true);
        for (const job of page) {
          if (!job?.id || !carries(job, trace)) continue;
          found.push({
            id: job.id,
            name: job.name,
            state,
            addedAt: new Date(job.timestamp).toISOString(),
            finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          });
        }
        if (page.length < PAGE_SIZE) break;
      }
    }
    return found;
  }

  /** Removes the person's jobs (all found first: removing while paging would shift the pages) and event entries. */
  async erase(trace: PersonTrace): Promise<QueueErasure> {
    const jobs = await this.find(trace);
    let removedJobs = 0;
    let jobsHeldByWorker = 0;
    for (const { id } of jobs) {
      // 0: a worker holds it (its lock refuses the removal) or it went meanwhile; the held ones are counted, not hidden.
      if ((await this.queue.remove(id)) === 1) removedJobs += 1;
      else if (await this.queue.getJob(id)) jobsHeldByWorker += 1;
    }
    return { removedJobs, jobsHeldByWorker, removedEvents: await this.eraseEvents(trace) };
  }

  /** Deletes the event stream's entries that name the address or one of the lead ids; how many. */
  private async eraseEvents(trace: PersonTrace): Promise<number> {
    // Raw stream commands: BullMQ reads the stream but has no method to edit it.
    const client = await this.queue.getBackend().client;
    const stream = this.queue.keys.events;
    if (!stream) return 0;
    const needles = [trace.email, ...trace.leadIds];
    const doomed: string[] = [];
    let from = '-';
    for (;;) {
      const entries = (await client.runCommand('xrange', [stream, from, '+', 'COUNT', PAGE_SIZE])) as Array<[string, string[]]>;
      for (const [id, fields] of entries) {
        const text = fields.join('\n').toLowerCase();
        if (needles.some((needle) => text.includes(needle))) doomed.push(id);
      }
      if (entries.length < PAGE_SIZE) break;
      from = `(${entries.at(-1)![0]}`;
    }
    let removed = 0;
    for (let index = 0; index < doomed.length; index += PAGE_SIZE) {
      removed += Number(await client.runCommand('xdel', [stream, ...doomed.slice(index, index + PAGE_SIZE)]));
    }
    return removed;
  }
}
