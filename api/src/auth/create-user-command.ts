import { redisOptionsFromUrl, type ApiConfig, apiConfig } from '@site/config';
import { ApiTokenRepository, createDataSource, UserFactorRepository, UserRepository } from '@site/persistence';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { StaffSessionRecords } from '../staff/staff-session-records.js';
import { newApiToken } from './api-tokens.js';
import { FactorSecretBox } from './factor-secret-box.js';
import { secretDigest } from './secret-digest.js';
import { StaffFactors } from './staff-factors.js';
import { InvalidUserInputError, upsertUser } from './user-accounts.js';

export const CREATE_USER_USAGE =
  'usage: node api/dist/cli/create-user.js <username> [--api-token] [--reset-factor]\n' +
  '  without options: creates the user or sets a new password (from ADMIN_PASSWORD or standard input)\n' +
  '  --api-token     also prints a new API token for the user (password set only when ADMIN_PASSWORD is)\n' +
  '  --reset-factor  gives the user a new second factor, to enrol at their next sign-in (password likewise)';

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

interface Request {
  username: string;
  apiToken: boolean;
  resetFactor: boolean;
}

function parseArgs(args: readonly string[]): Request | undefined {
  const options = args.filter((arg) => arg.startsWith('--'));
  const names = args.filter((arg) => !arg.startsWith('--'));
  if (names.length !== 1 || !names[0] || options.some((option) => option !== '--api-token' && option !== '--reset-factor')) return undefined;
  return { username: names[0], apiToken: options.includes('--api-token'), resetFactor: options.includes('--reset-factor') };
}

/**
 * The password: ADMIN_PASSWORD, else standard input's first line (its line break removed). With an option, the
 * password is optional and only ADMIN_PASSWORD sets it (undefined: keep the password).
 */
async function readPassword(io: CommandIo, optional: boolean): Promise<string | undefined> {
  if (io.env.ADMIN_PASSWORD) return io.env.ADMIN_PASSWORD;
  if (optional) return undefined;
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

/** What the command changed in the database: whether sign-ins must end. */
async function saveUser(dataSource: DataSource, config: ApiConfig, request: Request, password: string | undefined, io: CommandIo) {
  const { username } = request;
  let passwordChanged = false;
  if (password !== undefined) {
    const { created } = await upsertUser(new UserRepository(dataSource), username, password);
    io.out(created ? `created user "${username}"` : `updated the password of user "${username}"`);
    passwordChanged = !created;
  }
  const factors = new StaffFactors(new UserFactorRepository(dataSource), new FactorSecretBox(config.staffSessionSecret));
  const uri = await factors.uriOf(username, { replace: request.resetFactor });
  if (uri === undefined) throw new InvalidUserInputError(`there is no user "${username}": create it with a password first`);
  if (request.resetFactor) io.out(`new second factor for user "${username}": enrolled at their next sign-in, or now with this URI`);
  // On a line of its own: an authenticator app (or a test) enrols from it. It holds the secret: keep it private.
  io.out(uri);
  if (request.apiToken) {
    const token = newApiToken();
    await new ApiTokenRepository(dataSource).add(username, secretDigest(token));
    io.out(`new API token for user "${username}" (shown once; send it as "Authorization: Bearer <token>"):`);
    io.out(token);
  }
  return { endSignIns: passwordChanged || request.resetFactor };
}

/**
 * `create-user <username> [--api-token] [--reset-factor]`: creates a staff user (or replaces its password) in
 * DATABASE_URL's `users` table, storing an argon2id hash; prints the user's TOTP URI (`otpauth://totp/...`, on a
 * line of its own: made now when the user has no second factor, new with `--reset-factor`) and, with `--api-token`,
 * a new API token. A new password or a reset factor ends every sign-in of that user (whoever held the old one,
 * including a stolen session cookie, is shut out). Never prints the password. Returns the process exit code.
 */
export async function runCreateUser(args: readonly string[], io: CommandIo): Promise<number> {
  const request = parseArgs(args);
  if (!request) {
    io.err(CREATE_USER_USAGE);
    return 2;
  }
  const password = await readPassword(io, request.apiToken || request.resetFactor);
  if (password === '') {
    io.err('no password: set ADMIN_PASSWORD or pipe it on standard input');
    return 2;
  }
  const config = apiConfig(io.env);
  const dataSource = createDataSource(config.databaseUrl, 1);
  let endSignIns = false;
  try {
    await dataSource.initialize();
    ({ endSignIns } = await saveUser(dataSource, config, request, password, io));
  } catch (error) {
    io.err(`${error instanceof InvalidUserInputError ? 'invalid input' : 'could not save the user'}: ${(error as Error).message}`);
    return error instanceof InvalidUserInputError ? 2 : 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  if (!endSignIns) return 0;
  try {
    const ended = await endSignInsOf(config, request.username);
    if (ended > 0) io.out(`ended ${ended} sign-in(s) of user "${request.username}"`);
    return 0;
  } catch (error) {
    io.err(
      `the change is saved, but the sign-ins of "${request.username}" could not be ended: ${(error as Error).message} ` +
        '(run the command again once Redis is reachable; they end on their own after STAFF_SESSION_TTL)',
    );
    return 1;
  }
}
