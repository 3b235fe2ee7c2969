#!/usr/bin/env node
// Creates a staff user (or sets a new password and ends that user's sign-ins; --role sales|admin sets the role,
// admin for a new user unless told), prints their TOTP URI and, with
// --api-token, a new API token: node api/dist/cli/create-user.js <username> [--role sales|admin] [--api-token] [--reset-factor]
// The password comes from ADMIN_PASSWORD or the first line of standard input. Reads DATABASE_URL, REDIS_URL and
// QUEUE_PREFIX like the API.
import { createInterface } from 'node:readline';
import { runCreateUser } from '../auth/create-user-command.js';

async function readFirstLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('password (input is shown): ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

process.exitCode = await runCreateUser(process.argv.slice(2), {
  env: process.env,
  readStdin: readFirstLine,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
