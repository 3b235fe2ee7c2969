import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { aptInstall, isExecutable, isLocalHost, isRoot, redactUrl, run, runAsPostgres } from './commands.js';
import { assertPrivatePort, freePort, isNotListening } from './ports.js';
import { type EnsureOptions, serialised } from './serialised.js';
import { waitFor } from './wait-for.js';
import { ENV_DEFAULTS } from '@site/config/defaults';

export const DEFAULT_DATABASE_URL = ENV_DEFAULTS.DATABASE_URL;
const DEBIAN_PACKAGE = 'postgresql';
const PG_BIN_ROOT = '/usr/lib/postgresql';
const START_TIMEOUT_S = 60;

interface Target {
  host: string;
  port: number;
  user: string;
  database: string;
  adminUrl: string;
}

function parsePostgresUrl(url: string): Target {
  const parsed = new URL(url);
  if (!['postgres:', 'postgresql:'].includes(parsed.protocol)) throw new Error(`DATABASE_URL must start with postgres:// (got ${parsed.protocol}//)`);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`DATABASE_URL has no database name: ${redactUrl(url)}`);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username) || 'postgres',
    database,
    adminUrl: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs `work` on a short-lived connection to `url`. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined); // a server going away mid-query rejects the query itself
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** 'up' | 'starting' | 'down'; throws when a server answers but refuses us (authentication, ...). */
async function probe(adminUrl: string): Promise<'up' | 'starting' | 'down'> {
  try {
    await withClient(adminUrl, (client) => client.query('SELECT 1'));
    return 'up';
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === '57P03') return 'starting'; // cannot_connect_now: starting up / recovering
    if (code === 'ENOTFOUND') throw new Error(`PostgreSQL host not found: ${(error as Error).message}`);
    if (isNotListening(error) || !/^[0-9A-Z]{5}$/.test(code)) return 'down';
    throw new Error(`A PostgreSQL server answers at ${redactUrl(adminUrl)} but refused the connection: ${(error as Error).message}`);
  }
}

/** Creates the URL's database if it is missing (a concurrent creation counts as success); true when created. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { adminUrl, database } = parsePostgresUrl(url);
  return withClient(adminUrl, async (client) => {
    if (((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount ?? 0) > 0) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42P04') return false; // duplicate_database: created meanwhile
      throw error;
    }
  });
}

/**
 * Drops the URL's database. The caller closes its own pools first; a connection still open elsewhere is a leak,
 * which this names (instead of terminating it with WITH (FORCE), which makes its owner fail with 57P01 later).
 */
export async function dropDatabase(url: string, { waitMs = 10_000 } = {}): Promise<void> {
  const { adminUrl, database } = parsePostgresUrl(url);
  await withClient(adminUrl, async (client) => {
    // A pool that just ended: its server backends exit a moment after the client said goodbye.
    await waitFor(
      async () => Number((await client.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [database])).rows[0].n) === 0,
      `the connections to ${database} to close`,
      { timeoutMs: waitMs, intervalMs: 50 },
    ).catch(async () => {
      const { rows } = await client.query('SELECT application_name, state, query FROM pg_stat_activity WHERE datname = $1', [database]);
      throw new Error(
        `database ${database} still has ${rows.length} open connection(s) (close every pool before dropping it): ${JSON.stringify(rows)}`,
      );
    });
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`);
  });
}

/** The bin folder of the newest PostgreSQL installed from Debian packages, or undefined. */
export async function findPostgresBinDir(): Promise<string | undefined> {
  let versions: string[];
  try {
    versions = await readdir(PG_BIN_ROOT);
  } catch {
    return undefined;
  }
  for (const version of versions.filter((v) => /^\d+(\.\d+)?$/.test(v)).sort((a, b) => Number(b) - Number(a))) {
    const bin = path.join(PG_BIN_ROOT, version, 'bin');
    if ((await isExecutable(path.join(bin, 'initdb'))) && (await isExecutable(path.join(bin, 'pg_ctl')))) return bin;
  }
  return undefined;
}

async function requireBinDir(): Promise<string> {
  const bin = await findPostgresBinDir();
  if (!bin) throw new Error(`PostgreSQL binaries not found under ${PG_BIN_ROOT}/*/bin (Debian package "${DEBIAN_PACKAGE}")`);
  return bin;
}

/** A folder the postgres user owns (initdb and pg_ctl run as that user when we are root). */
async function ownedDir(dir: string, mode: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (isRoot) await run('chown', ['postgres:postgres', dir]);
  await run('chmod', [mode, dir]);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function logTail(file: string): Promise<string> {
  return readFile(file, 'utf8').then(
    (text) => text.trim().split('\n').slice(-10).join('\n'),
    () => '(no log)',
  );
}

export interface PrivatePostgresOptions {
  /** Default: a free port. */
  port?: number;
  /** The cluster's folder (data/ and run/ inside); must be reachable by the postgres user. */
  dir: string;
  /** The server log (default <dir>/postgres.log). */
  logFile?: string;
  /** The database of `url` (default "postgres"). */
  database?: string;
  user?: string;
  /** A daemon of `npm start`: it keeps running after this process exits and may use the shared port 5432. */
  daemon?: boolean;
}

/**
 * A PostgreSQL cluster of its own: initdb + pg_ctl as the `postgres` user (both refuse root), trust auth, its own
 * socket folder, listening on 127.0.0.1:<port> only. stop()/start() take it down and bring it back (an outage).
 */
export class PrivatePostgres {
  readonly dataDir: string;
  readonly logFile: string;
  private readonly socketDir: string;
  private running = false;
  private exitHookAdded = false;

  private constructor(
    readonly port: number,
    private readonly options: PrivatePostgresOptions,
    private readonly bin: string,
  ) {
    if (!options.daemon) assertPrivatePort(port, 'a private PostgreSQL');
    this.dataDir = path.join(options.dir, 'data');
    this.socketDir = path.join(options.dir, 'run');
    this.logFile = options.logFile ?? path.join(options.dir, 'postgres.log');
  }

  static async create(options: PrivatePostgresOptions): Promise<PrivatePostgres> {
    return new PrivatePostgres(options.port ?? (await freePort()), options, await requireBinDir());
  }

  get url(): string {
    return `postgres://${this.options.user ?? 'postgres'}@127.0.0.1:${this.port}/${this.options.database ?? 'postgres'}`;
  }

  /** initdb (once) and start; resolves when it accepts connections. */
  async start(): Promise<void> {
    await ownedDir(this.options.dir, '755');
    await ownedDir(this.dataDir, '700');
    await ownedDir(this.socketDir, '755');
    if (isRoot) await run('chown', ['postgres:postgres', path.dirname(this.logFile)]);
    if (!(await exists(path.join(this.dataDir, 'PG_VERSION')))) {
      await runAsPostgres(path.join(this.bin, 'initdb'), [
        '-D',
        this.dataDir,
        '-U',
        this.options.user ?? 'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ]);
    }
    if (!this.exitHookAdded && !this.options.daemon) {
      this.exitHookAdded = true;
      // A parent that dies without stopping it must not leave a postmaster behind.
      process.once('exit', () => {
        if (this.running) spawnSync(...this.pgCtl(['-m', 'immediate', 'stop']), { stdio: 'ignore', timeout: 15_000 });
      });
    }
    const options = `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.socketDir}`;
    this.running = true; // even a failed start may leave a postmaster behind: stop() checks
    const result = await runAsPostgres(
      path.join(this.bin, 'pg_ctl'),
      ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', String(START_TIMEOUT_S), '-o', options, 'start'],
      { check: false },
    );
    if (result.code !== 0) {
      throw new Error(
        `pg_ctl could not start PostgreSQL on ${this.port}: ${(result.stderr || result.stdout).trim()}\n${await logTail(this.logFile)}`,
      );
    }
    await waitFor(async () => (await probe(this.adminUrl)) === 'up', `PostgreSQL on ${this.port} to accept connections`, START_TIMEOUT_S * 1000);
    if (this.options.database && this.options.database !== 'postgres') await ensureDatabase(this.url);
  }

  private get adminUrl(): string {
    return `postgres://${this.options.user ?? 'postgres'}@127.0.0.1:${this.port}/postgres`;
  }

  private pgCtl(args: string[]): [string, string[]] {
    const command = path.join(this.bin, 'pg_ctl');
    const full = ['-D', this.dataDir, ...args];
    return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...full]] : [command, full];
  }

  /** `pg_ctl stop -m fast`: clients are disconnected, nothing listens until start(). Safe to call twice. */
  async stop(): Promise<void> {
    if (!this.running) return;
    const result = await runAsPostgres(
      path.join(this.bin, 'pg_ctl'),
      ['-D', this.dataDir, '-m', 'fast', '-w', '-t', String(START_TIMEOUT_S), 'stop'],
      {
        check: false,
      },
    );
    if (result.code !== 0 && !/Is server running\?|does not exist/.test(result.stderr))
      throw new Error(`pg_ctl stop failed: ${result.stderr.trim()}`);
    this.running = false;
  }

  /** Runs one query on a short-lived connection to `url`'s database. */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return withClient(this.url, async (client) => (await client.query<T>(sql, params)).rows);
  }
}

/** Starts a private PostgreSQL cluster (see PrivatePostgres). */
export async function privatePostgres(options: PrivatePostgresOptions): Promise<PrivatePostgres> {
  return startedOrRemoved(await PrivatePostgres.create(options));
}

/** Starts the cluster; if it cannot start, removes what was made of it and throws. */
async function startedOrRemoved(server: PrivatePostgres): Promise<PrivatePostgres> {
  try {
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  return server;
}

export interface EnsuredDatabase {
  started: boolean;
  databaseCreated: boolean;
  stop(): Promise<void>;
  dataDir?: string;
}

/**
 * Makes sure PostgreSQL answers at `url` and that its database exists. Uses a server that already runs; otherwise
 * (for a local URL) starts a private cluster in `dataDir` that keeps running for the next run to find, installing
 * the Debian package first when the binaries are missing and we are root. Never stops a server it did not start.
 * Calls are serialised, so a second call finds the first one's server.
 */
export const ensurePostgres: (options: EnsureOptions) => Promise<EnsuredDatabase> = serialised(ensurePostgresNow);

async function ensurePostgresNow({ url, dataDir, log = (line) => console.error(line) }: EnsureOptions): Promise<EnsuredDatabase> {
  const target = parsePostgresUrl(url);
  const where = `${target.host}:${target.port}`;
  const found = async (): Promise<EnsuredDatabase> => ({ started: false, databaseCreated: await ensureDatabase(url), stop: async () => undefined });

  const state = await probe(target.adminUrl);
  if (state === 'starting') await waitFor(async () => (await probe(target.adminUrl)) === 'up', `PostgreSQL at ${where}`, START_TIMEOUT_S * 1000);
  if (state !== 'down') return found();
  if (!isLocalHost(target.host))
    throw new Error(`No PostgreSQL server answers at ${where}, and that host is not local, so none can be started here.`);

  if (!(await findPostgresBinDir())) {
    if (!isRoot) {
      throw new Error(
        `No PostgreSQL server answers at ${where} and the PostgreSQL binaries are missing (nothing under ${PG_BIN_ROOT}/*/bin). ` +
          `Install the Debian package "${DEBIAN_PACKAGE}" (sudo apt-get install -y ${DEBIAN_PACKAGE}) or set DATABASE_URL to a running server.`,
      );
    }
    await aptInstall([DEBIAN_PACKAGE], log);
    if ((await probe(target.adminUrl)) === 'up') return found(); // the package's post-install may have started a cluster
  }
  log(`[postgres] starting a private server on 127.0.0.1:${target.port} (data ${dataDir})`);
  const server = await startedOrRemoved(
    await PrivatePostgres.create({ port: target.port, dir: dataDir, database: target.database, user: target.user, daemon: true }),
  );
  return { started: true, databaseCreated: true, stop: () => server.stop(), dataDir };
}
