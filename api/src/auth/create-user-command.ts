import { createDataSource, UserRepository } from '@site/persistence';
import { loadConfig } from '../config/app-config.js';
import { InvalidUserInputError, upsertUser } from './user-accounts.js';

export const CREATE_USER_USAGE = 'usage: node api/dist/cli/create-user.js <username>   (password from ADMIN_PASSWORD or standard input)';

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

/**
 * `create-user <username>`: creates an admin user (or replaces its password) in DATABASE_URL's `users`
 * table, storing an argon2id hash. Never prints the password. Returns the process exit code.
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
  const dataSource = createDataSource(loadConfig(io.env).databaseUrl, 1);
  try {
    await dataSource.initialize();
    const { created } = await upsertUser(new UserRepository(dataSource), username, password);
    io.out(created ? `created user "${username}"` : `updated the password of user "${username}"`);
    return 0;
  } catch (error) {
    io.err(`${error instanceof InvalidUserInputError ? 'invalid input' : 'could not save the user'}: ${(error as Error).message}`);
    return error instanceof InvalidUserInputError ? 2 : 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}
