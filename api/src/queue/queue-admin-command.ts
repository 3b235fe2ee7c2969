import { parseArgs } from 'node:util';
import { duration, redisOptionsFromUrl, apiConfig } from '@site/config';
import { LEADS_QUEUE } from '@site/contracts';
import { Queue } from 'bullmq';

export const QUEUE_ADMIN_USAGE = `usage: node api/dist/cli/queue-admin.js <command>   (REDIS_URL and QUEUE_PREFIX as the API reads them)
  status                                           job counts of the ${LEADS_QUEUE} queue, and whether it is paused
  pause | resume                                   stop / restart every worker taking new jobs (running ones finish)
  remove <job-id> --confirm ${LEADS_QUEUE}                  delete one job (not while a worker holds it)
  clean <completed|failed> --older-than <duration> --confirm ${LEADS_QUEUE}
                                                   delete finished jobs older than the duration ("7 days", "12h")
  obliterate --confirm ${LEADS_QUEUE}                       delete the queue and every job in it (refused while a job is active)`;

/** Where the command writes (injectable for tests). */
export interface QueueAdminIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A mistake in the command line: exit code 2 with the usage. */
class UsageError extends Error {}

const CLEANABLE = ['completed', 'failed'] as const;
type Cleanable = (typeof CLEANABLE)[number];

interface Parsed {
  command: string;
  args: string[];
  confirm: string | undefined;
  olderThan: string | undefined;
}

function parse(argv: readonly string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { confirm: { type: 'string' }, 'older-than': { type: 'string' }, help: { type: 'boolean', default: false } },
    });
    const [command = values.help ? 'help' : '', ...args] = positionals;
    return { command, args, confirm: values.confirm, olderThan: values['older-than'] };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Destructive commands name the queue they destroy, like the board's own confirmation dialog did. */
function requireConfirmation(parsed: Parsed): void {
  if (parsed.confirm !== LEADS_QUEUE) throw new UsageError(`"${parsed.command}" deletes jobs: add --confirm ${LEADS_QUEUE} to go ahead`);
}

function requireArgs(parsed: Parsed, count: number): void {
  if (parsed.args.length !== count) throw new UsageError(`"${parsed.command}" takes ${count} argument(s), got ${parsed.args.length}`);
}

async function execute(queue: Queue, parsed: Parsed, io: QueueAdminIo): Promise<number> {
  switch (parsed.command) {
    case 'status': {
      requireArgs(parsed, 0);
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed');
      io.out(`${LEADS_QUEUE}: ${(await queue.isPaused()) ? 'paused' : 'running'}`);
      for (const [state, count] of Object.entries(counts)) io.out(`  ${state}: ${count}`);
      return 0;
    }
    case 'pause':
    case 'resume':
      requireArgs(parsed, 0);
      await (parsed.command === 'pause' ? queue.pause() : queue.resume());
      io.out(`${LEADS_QUEUE}: ${parsed.command === 'pause' ? 'paused' : 'resumed'}`);
      return 0;
    case 'remove': {
      requireArgs(parsed, 1);
      requireConfirmation(parsed);
      const jobId = parsed.args[0] ?? '';
      if (!(await queue.getJob(jobId))) {
        io.err(`there is no job "${jobId}"`);
        return 1;
      }
      if ((await queue.remove(jobId)) !== 1) {
        io.err(`job "${jobId}" was not removed: a worker holds it now`);
        return 1;
      }
      io.out(`removed job "${jobId}"`);
      return 0;
    }
    case 'clean': {
      requireArgs(parsed, 1);
      const status = parsed.args[0] as Cleanable;
      if (!CLEANABLE.includes(status)) throw new UsageError(`clean takes one of ${CLEANABLE.join(', ')}, got "${status}"`);
      if (parsed.olderThan === undefined) throw new UsageError('clean needs --older-than <duration>');
      let graceMs: number;
      try {
        graceMs = duration(parsed.olderThan);
      } catch (error) {
        throw new UsageError(`--older-than ${(error as Error).message}`);
      }
      requireConfirmation(parsed);
      const removed = await queue.clean(graceMs, 0, status);
      io.out(`removed ${removed.length} ${status} job(s) older than ${parsed.olderThan}`);
      return 0;
    }
    case 'obliterate':
      requireArgs(parsed, 0);
      requireConfirmation(parsed);
      await queue.obliterate({ force: false });
      io.out(`obliterated the ${LEADS_QUEUE} queue`);
      return 0;
    case 'help':
      io.out(QUEUE_ADMIN_USAGE);
      return 0;
    default:
      throw new UsageError(parsed.command ? `unknown command "${parsed.command}"` : 'no command given');
  }
}

/**
 * `queue-admin <command>`: the operations on the `leads` queue that the queue view refuses (it only reads and retries
 * failed jobs), with BullMQ's own methods. Each destructive one must name the queue (`--confirm leads`). Returns the
 * process exit code: 0 done, 1 failed, 2 usage.
 */
export async function runQueueAdmin(argv: readonly string[], io: QueueAdminIo): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n${QUEUE_ADMIN_USAGE}`);
    return 2;
  }
  const config = apiConfig(io.env);
  const queue = new Queue(LEADS_QUEUE, {
    // A command line must fail, not wait forever, when Redis is unreachable.
    connection: { ...redisOptionsFromUrl(config.redisUrl, 'queue-admin'), maxRetriesPerRequest: 1, connectTimeout: 5000 },
    prefix: config.queuePrefix,
  });
  queue.on('error', () => undefined);
  try {
    return await execute(queue, parsed, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${QUEUE_ADMIN_USAGE}`);
      return 2;
    }
    io.err(`${parsed.command} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await queue.close();
  }
}
