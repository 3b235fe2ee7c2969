#!/usr/bin/env node
// Operations on the leads queue that the staff queue view refuses: node api/dist/cli/queue-admin.js --help
// Reads REDIS_URL and QUEUE_PREFIX like the API. Exit 0 done, 1 failed, 2 usage.
import { runQueueAdmin } from '../queue/queue-admin-command.js';

process.exitCode = await runQueueAdmin(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
