import { userInfo } from 'node:os';
import { parseArgs as parseArgs_ } from 'node:util';
import { redisOptionsFromUrl, type ApiConfig, apiConfig } from '@site/config';
import {
  ApiTokenRepository,
  AuditLogRepository,
  createDataSource,
  isStaffRole,
  type StaffRole,
  UserFactorRepository,
  UserRepository,
} from '@site/persistence';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { StaffSessionRecords } from '../staff/staff-session-records.js';
import { newApiToken } from './api-tokens.js';
import { FactorSecretBox } from './factor-secret-box.js';
import { secretDigest } from './secret-digest.js';
import { StaffFactors } from './staff-factors.js';
import { InvalidUserInputError, upsertUser } from './user-accounts.js';

export const CREATE_USER_USAGE =
  'usage: node api/dist/cli/create-user.js <username> [--role sales|admin] [--api-token] [--reset-factor]\n' +
  '  without options: creates the user or sets a new password (from ADMIN_PASSWORD or standard input)\n' +
  '  --role          the role: sales (the lead inbox) or admin (also data-subject requests and the queue view);\n' +
  '                  a new user is admin unless told; an existing user keeps theirs unless told (password likewise)\n' +
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

/** The role of a user the command creates without `--role`: admin, as every user had before roles existed, so scripts that create staff keep giving the access they gave. */
const DEFAULT_NEW_USER_ROLE: StaffRole = 'admin';

interface Request {
  username: string;
  apiToken: boolean;
  resetFactor: boolean;
  /** Undefined: a new user gets DEFAULT_NEW_USER_ROLE, an existing one keeps theirs. */
  role: StaffRole | undefined;
}

function parseArgs(args: readonly string[]): Request | undefined {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch {
    return undefined;
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || !positionals[0]) return undefined;
  if (values.role !== undefined && !isStaffRole(values.role)) return undefined;
  return { username: positionals[0], apiToken: values['api-token'] === true, resetFactor: values['reset-factor'] === true, role: values.role };
}

function parseOptions(args: readonly string[]) {
  return parseArgs_({
    args: [...args],
    allowPositionals: true,
    options: { 'api-token': { type: 'boolean' }, 'reset-factor': { type: 'boolean' }, role: { type: 'string' } },
  });
}

/** Who the audit log names for the command's changes: the system user who ran it. */
function commandActor(): string {
  return `cli:${userInfo().username}`;
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

/** What the command changed in the database: whether sign-ins must end. Each change is recorded in the audit log. */
async function saveUser(dataSource: DataSource, config: ApiConfig, request: Request, password: string | undefined, io: CommandIo) {
  const { username } = request;
  const users = new UserRepository(dataSource);
  const audit = new AuditLogRepository(dataSource);
  const record = (action: 'user-created' | 'role-changed' | 'second-factor-reset' | 'api-token-issued') =>
    audit.record({ action, actor: commandActor(), subject: { user: username } });
  let passwordChanged = false;
  let created = false;
  if (password !== undefined) {
    const role = request.role ?? DEFAULT_NEW_USER_ROLE;
    ({ created } = await upsertUser(users, username, password, role));
    io.out(created ? `created user "${username}"` : `updated the password of user "${username}"`);
    if (created) await record('user-created');
    passwordChanged = !created;
  }
  if (request.role !== undefined && !created) {
    const result = await users.setRole(username, request.role);
    if (result === undefined) throw new InvalidUserInputError(`there is no user "${username}": create it with a password first`);
    io.out(result.changed ? `user "${username}" now has the ${request.role} role` : `user "${username}" has the ${request.role} role already`);
    if (result.changed) await record('role-changed');
  }
  const factors = new StaffFactors(new UserFactorRepository(dataSource), new FactorSecretBox(config.staffSessionSecret));
  const uri = await factors.uriOf(username, { replace: request.resetFactor });
  if (uri === undefined) throw new InvalidUserInputError(`there is no user "${username}": create it with a password first`);
  if (request.resetFactor) {
    await record('second-factor-reset');
    io.out(`new second factor for user "${username}": enrolled at their next sign-in, or now with this URI`);
  }
  // On a line of its own: an authenticator app (or a test) enrols from it. It holds the secret: keep it private.
  io.out(uri);
  if (request.apiToken) {
    const token = newApiToken();
    await new ApiTokenRepository(dataSource).add(username, secretDigest(token));
    await record('api-token-issued');
    io.out(`new API token for user "${username}" (shown once; send it as "Authorization: Bearer <token>"):`);
    io.out(token);
  }
  return { endSignIns: passwordChanged || request.resetFactor };
}

/**
 * `create-user <username> [--role sales|admin] [--api-token] [--reset-factor]`: creates a staff user (or replaces its
 * password) in DATABASE_URL's `users` table, storing an argon2id hash, with its role (`--role`; a new user is admin
 * unless told, an existing one keeps theirs); records each change in the audit log (as `cli:<system user>`); prints the user's TOTP URI (`otpauth://totp/...`, on a
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
  const password = await readPassword(io, request.apiToken || request.resetFactor || request.role !== undefined);
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
