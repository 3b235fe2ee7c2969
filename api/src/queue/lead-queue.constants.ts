import type { LeadJobData } from '@site/contracts';
import type { ReleaseJobData } from '@site/contracts/queue-jobs';
import type { Queue } from 'bullmq';

/** Injection token of the leads queue producer (BullMQ `Queue`; the API runs no worker). */
export const LEAD_QUEUE = Symbol('LEAD_QUEUE');

/** The jobs the API adds: leads (`process-lead`) and staff releases of leads (`release-lead`). */
export type LeadQueue = Queue<LeadJobData | ReleaseJobData>;

/** How long a POST waits for Redis to acknowledge its job before answering 503. */
export const QUEUE_ADD_TIMEOUT_MS = 2000;
