import { runCreateUser } from '../auth/create-user-command.js';
import type { TestEnvironment } from './test-environment.js';

/** Creates a staff user in the environment's database with the create-user command (as the README says). */
export async function createStaffUser(env: TestEnvironment, username: string, password: string): Promise<void> {
  const errors: string[] = [];
  const code = await runCreateUser([username], {
    // The environment's Redis keys too: the command ends the user's sign-ins there.
    env: { DATABASE_URL: env.databaseUrl, REDIS_URL: env.config().redisUrl, QUEUE_PREFIX: env.queuePrefix, ADMIN_PASSWORD: password },
    readStdin: async () => '',
    out: () => undefined,
    err: (line) => errors.push(line),
  });
  if (code !== 0) throw new Error(`create-user failed: ${errors.join('; ')}`);
}
