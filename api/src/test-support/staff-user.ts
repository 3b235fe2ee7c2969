import { otpauthUriIn } from '@site/harness';
import { runCreateUser } from '../auth/create-user-command.js';
import type { TestEnvironment } from './test-environment.js';

/** What one run of the create-user command ended with and wrote. */
export interface CreateUserRun {
  code: number;
  out: string[];
  errors: string[];
}

/**
 * Runs the create-user command (as docs/staff-workspace.md says) against the environment's database, password from
 * ADMIN_PASSWORD (none: only the options act), with the options given (`--api-token`, `--reset-factor`).
 */
export async function runCreateUserIn(env: TestEnvironment, username: string, password?: string, options: string[] = []): Promise<CreateUserRun> {
  const out: string[] = [];
  const errors: string[] = [];
  const code = await runCreateUser([username, ...options], {
    // The environment's Redis keys too: the command ends the user's sign-ins there.
    env: {
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.config().redisUrl,
      QUEUE_PREFIX: env.queuePrefix,
      ...(password === undefined ? {} : { ADMIN_PASSWORD: password }),
    },
    readStdin: async () => '',
    out: (line) => out.push(line),
    err: (line) => errors.push(line),
  });
  return { code, out, errors };
}

/**
 * Creates a staff user in the environment's database with the create-user command (the command's default role,
 * admin, unless `options` say `--role sales`); the `otpauth://` URI it printed.
 */
export async function createStaffUser(env: TestEnvironment, username: string, password: string, options: string[] = []): Promise<string> {
  const { code, out, errors } = await runCreateUserIn(env, username, password, options);
  if (code !== 0) throw new Error(`create-user failed: ${errors.join('; ')}`);
  return otpauthUriIn(out.join('\n'));
}

/** A new API token of an existing staff user, made with `create-user <name> --api-token`. */
export async function createApiToken(env: TestEnvironment, username: string): Promise<string> {
  const { code, out, errors } = await runCreateUserIn(env, username, undefined, ['--api-token']);
  if (code !== 0) throw new Error(`create-user --api-token failed: ${errors.join('; ')}`);
  return out.at(-1)!;
}
