// Re-enqueues dead-letter lead jobs (the failed set of the `leads` queue) so the worker processes them again:
//   node worker/dist/cli/requeue-dead-letters.js [--dry-run] [--lead <lead-uuid>]
// Reads REDIS_URL and QUEUE_PREFIX like the worker. Exit 0 done, 1 failed (or --lead is not a dead letter), 2 usage.
import { parseArgs } from 'node:util';
import { LEADS_QUEUE } from '@site/contracts';
import { Queue } from 'bullmq';
import { workerConfig, workerConnectionOptions } from '@site/config';
import { NotADeadLetterError, requeueDeadLetters } from '../dead-letters/requeue-dead-letters.js';

const USAGE = 'usage: requeue-dead-letters [--dry-run] [--lead <lead-uuid>]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(): { dryRun: boolean; leadId: string | undefined } {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, lead: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.lead !== undefined && !UUID.test(values.lead)) throw new TypeError(`--lead takes a lead id (UUID), got "${values.lead}"`);
  return { dryRun: values['dry-run'] ?? false, leadId: values.lead };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = workerConfig(process.env);
  const queue = new Queue(LEADS_QUEUE, {
    // A CLI must fail, not wait forever, when Redis is unreachable.
    connection: { ...workerConnectionOptions(config.redisUrl, 'requeue-dead-letters'), maxRetriesPerRequest: 1, connectTimeout: 5000 },
    prefix: config.queuePrefix,
  });
  try {
    const report = await requeueDeadLetters(queue, options);
    const verb = report.dryRun ? 'would requeue' : 'requeued';
    for (const job of report.requeued) {
      console.log(`${verb} ${job.jobId} (lead ${job.leadId ?? '?'}, ${job.attemptsMade} attempt(s), failed: ${job.failedReason})`);
    }
    console.log(`${report.requeued.length} dead-letter lead job(s) ${verb}${report.dryRun ? ' (dry run: nothing changed)' : ''}`);
    return 0;
  } catch (error) {
    console.error(error instanceof NotADeadLetterError ? error.message : `requeue failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await queue.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
