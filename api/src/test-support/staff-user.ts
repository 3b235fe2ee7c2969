import { runCreateUser } from '../auth/create-user-command.js';
import type { TestEnvironment } from './test-environment.js';

/** What one run of the create-user command ended with and wrote. */
export interface CreateUserRun {
  code: number;
  out: string[];
  errors: string[];
}

/** Runs the create-user command (as docs/staff-workspace.md says) against the environment's database, password from ADMIN_PASSWORD. */
export async function runCreateUserIn(env: TestEnvironment, username: string, password: string): Promise<CreateUserRun> {
  const out: string[] = [];
  const errors: string[] = [];
  const code = await runCreateUser([username], {
    // The environment's Redis keys too: the command ends the user's sign-ins there.
    env: { DATABASE_URL: env.databaseUrl, REDIS_URL: env.config().redisUrl, QUEUE_PREFIX: env.queuePrefix, ADMIN_PASSWORD: password },
    readStdin: async () => '',
    out: (line) => out.push(line),
    err: (line) => errors.push(line),
  });
  return { code, out, errors };
}

/** Creates a staff user in the environment's database with the create-user command. */
export async function createStaffUser(env: TestEnvironment, username: string, password: string): Promise<void> {
  const { code, errors } = await runCreateUserIn(env, username, password);
  if (code !== 0) throw new Error(`create-user failed: ${errors.join('; ')}`);
}
