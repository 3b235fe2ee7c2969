#!/usr/bin/env node
// Data-subject requests from a script: node api/dist/cli/people.js export <email> | erase <email> --confirm <email>
//   | correct <email> [--full-name <text>] [--company <text>] [--role <role>] [--work-email <email>]
// Reads DATABASE_URL, REDIS_URL and QUEUE_PREFIX like the API. Exit 0 done, 1 failed, 2 usage.
import { runPeopleCommand } from '../people/people-command.js';

process.exitCode = await runPeopleCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
