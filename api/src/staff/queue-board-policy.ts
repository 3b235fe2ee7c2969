import type { BoardHooks, HookContext } from '@bull-board/api/typings/app';

/** The one write the queue view may do: retry a job (a failed one only, checked below). */
const RETRY_ONE_JOB = { method: 'put', route: '/api/queues/:queueName/:jobId/retry' } as const;

/** Where the destructive operations are instead (docs/staff-workspace.md, "Queue operations"). */
export const QUEUE_VIEW_READ_ONLY_MESSAGE =
  'The queue view is read-only; it can only retry a failed job. Pausing, cleaning, removing or obliterating is a command: node api/dist/cli/queue-admin.js --help';

async function isFailedJob({ request }: HookContext): Promise<boolean> {
  const queue = request.queues.get(String(request.params.queueName));
  const job = queue ? await queue.getJob(String(request.params.jobId)) : undefined;
  return job ? (await job.getState()) === 'failed' : false;
}

/**
 * What the queue view may do, checked by Bull Board before each of its API handlers (on the route it matched, not the
 * URL): read everything, retry a failed job, nothing else. Obliterating, cleaning or emptying the queue (its dead
 * letters, and the completed jobs that make a replayed lead a no-op), pausing it, adding jobs, editing their data,
 * promoting delayed follow-ups, retrying completed jobs (a lead emailed twice) or changing schedulers is refused with
 * 403 for every staff member (or stolen cookie): those are deliberate command-line steps (queue-admin-command.ts).
 * Anything the board may add in a later version is refused too: only reads and that one retry are allowed.
 */
export const queueBoardPolicy: BoardHooks = {
  before: async (context) => {
    if (context.method === 'get') return { allow: true };
    if (context.method === RETRY_ONE_JOB.method && context.route === RETRY_ONE_JOB.route && (await isFailedJob(context))) return { allow: true };
    return { allow: false, status: 403, errorKey: 'ERRORS.FORBIDDEN', message: QUEUE_VIEW_READ_ONLY_MESSAGE };
  },
};
