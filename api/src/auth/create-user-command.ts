import { redisOptionsFromUrl, type ApiConfig, apiConfig } from '@site/config';
import { createDataSource, UserRepository } from '@site/persistence';
import { Redis } from 'ioredis';
import { StaffSessionRecords } from '../staff/staff-session-records.js';
import { InvalidUserInputError, upsertUser } from './user-accounts.js';

export const CREATE_USER_USAGE = 'usage: node api/dist/cli/create-user.js <username>   (password from ADMIN_PASSWORD or standard input)';

/** Redis tries before the command gives up (a command line must fail, not wait forever). */
const REDIS_ATTEMPTS = 3;

/** Where the command reads the password from and writes its messages to (injectable for tests). */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** Reads all of standard input. */
  readStdin: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The password: ADMIN_PASSWORD, else standard input's first line (its line break removed). */
async function readPassword(io: CommandIo): Promise<string> {
  if (io.env.ADMIN_PASSWORD) return io.env.ADMIN_PASSWORD;
  const input = await io.readStdin();
  return input.split(/\r?\n/)[0] ?? '';
}

/** Ends every staff sign-in of `username` (REDIS_URL, under QUEUE_PREFIX, where the API keeps them); how many. */
async function endSignInsOf(config: ApiConfig, username: string): Promise<number> {
  const redis = new Redis({
    ...redisOptionsFromUrl(config.redisUrl, 'create-user'),
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => (attempt < REDIS_ATTEMPTS ? 200 : null),
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await new StaffSessionRecords(redis, config.queuePrefix).endAllOf(username);
  } finally {
    redis.disconnect();
  }
}

/**
 * `create-user <username>`: creates an admin user (or replaces its password) in DATABASE_URL's `users`
 * table, storing an argon2id hash, then ends every sign-in of that user (a new password shuts out whoever held the
 * old one, including a stolen session cookie). Never prints the password. Returns the process exit code.
 */
export async function runCreateUser(args: readonly string[], io: CommandIo): Promise<number> {
  const [username, ...extra] = args;
  if (!username || extra.length > 0) {
    io.err(CREATE_USER_USAGE);
    return 2;
  }
  const password = await readPassword(io);
  if (!password) {
    io.err('no password: set ADMIN_PASSWORD or pipe it on standard input');
    return 2;
  }
  const config = apiConfig(io.env);
  const dataSource = createDataSource(config.databaseUrl, 1);
  try {
    await dataSource.initialize();
    const { created } = await upsertUser(new UserRepository(dataSource), username, password);
    io.out(created ? `created user "${username}"` : `updated the password of user "${username}"`);
  } catch (error) {
    io.err(`${error instanceof InvalidUserInputError ? 'invalid input' : 'could not save the user'}: ${(error as Error).message}`);
    return error instanceof InvalidUserInputError ? 2 : 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  try {
    const ended = await endSignInsOf(config, username);
    if (ended > 0) io.out(`ended ${ended} sign-in(s) of user "${username}"`);
    return 0;
  } catch (error) {
    io.err(
      `the password is saved, but the sign-ins of "${username}" could not be ended: ${(error as Error).message} ` +
        '(run the command again once Redis is reachable; they end on their own after STAFF_SESSION_TTL)',
    );
    return 1;
  }
}
