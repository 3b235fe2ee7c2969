// ensurePostgres({ url }): make sure a PostgreSQL server answers at `url` and that its database exists.
// Uses a server that already runs; otherwise starts a private cluster under <repo>/.data/postgres
// (installing the Debian package `postgresql` first when the binaries are missing and we are root).
// Never stops a server it did not start.
import { mkdir, readdir, stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ENV_DEFAULTS } from '@site/config/defaults';
import pg from 'pg';
import { aptInstall, dataRoot, isExecutable, isLocalHost, isRoot, run, waitFor } from './service-utils.mjs';

export const DEFAULT_DATABASE_URL = ENV_DEFAULTS.DATABASE_URL;
const DEBIAN_PACKAGE = 'postgresql';
const PG_BIN_ROOT = '/usr/lib/postgresql';
const CONNECT_TIMEOUT_MS = 2000;
const START_TIMEOUT_S = 60;

/** Connection errors that mean "nothing (usable) listens there yet". */
const NOT_LISTENING = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

function parseUrl(url) {
  const parsed = new URL(url);
  if (!['postgres:', 'postgresql:'].includes(parsed.protocol)) {
    throw new Error(`DATABASE_URL must start with postgres:// (got ${parsed.protocol}//)`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`DATABASE_URL has no database name: ${url}`);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username) || 'postgres',
    database,
    adminUrl: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  };
}

function quoteIdent(name) {
  return `"${name.replace(/"/g, '""')}"`;
}

/** 'up' | 'starting' | 'down'; throws when a server answers but refuses us (authentication, ...). */
async function probe(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return 'up';
  } catch (error) {
    if (error.code === '57P03') return 'starting'; // cannot_connect_now: starting up / recovering
    if (NOT_LISTENING.has(error.code) || !/^[0-9A-Z]{5}$/.test(error.code ?? '')) {
      if (error.code === 'ENOTFOUND') throw new Error(`PostgreSQL host not found: ${error.message}`);
      return 'down';
    }
    throw new Error(`A PostgreSQL server answers at ${redact(adminUrl)} but refused the connection: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Creates the database if it is missing (a concurrent creation counts as success). */
export async function ensureDatabase(url) {
  const { adminUrl, database } = parseUrl(url);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount > 0) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
      return true;
    } catch (error) {
      if (error.code === '42P04') return false; // duplicate_database: created meanwhile
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** The bin folder of the newest PostgreSQL installed from Debian packages, or undefined. */
export async function findPostgresBinDir() {
  let versions;
  try {
    versions = await readdir(PG_BIN_ROOT);
  } catch {
    return undefined;
  }
  const candidates = versions.filter((v) => /^\d+(\.\d+)?$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const version of candidates) {
    const bin = path.join(PG_BIN_ROOT, version, 'bin');
    if ((await isExecutable(path.join(bin, 'initdb'))) && (await isExecutable(path.join(bin, 'pg_ctl')))) return bin;
  }
  return undefined;
}

/** initdb and pg_ctl refuse to run as root: run them as the `postgres` user then. */
function asClusterOwner(command, args, options) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args], options) : run(command, args, options);
}

async function prepareDir(dir, mode) {
  await mkdir(dir, { recursive: true, mode });
  if (isRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  await run('chmod', [mode.toString(8), dir]);
}

async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function logTail(file) {
  try {
    return (await readFile(file, 'utf8')).trim().split('\n').slice(-10).join('\n');
  } catch {
    return '(no log)';
  }
}

async function startPrivateCluster({ bin, port, user, dataDir, log }) {
  const runDir = path.join(path.dirname(dataDir), 'postgres-run');
  const logFile = path.join(runDir, 'postgres.log');
  await mkdir(path.dirname(dataDir), { recursive: true });
  await prepareDir(dataDir, 0o700);
  await prepareDir(runDir, 0o755);

  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    log(`[postgres] initdb ${dataDir}`);
    await asClusterOwner(path.join(bin, 'initdb'), [
      '-D', dataDir, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C',
    ]);
  }

  log(`[postgres] starting a private server on 127.0.0.1:${port} (data ${dataDir}, log ${logFile})`);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k '${runDir}'`;
  const started = await asClusterOwner(
    path.join(bin, 'pg_ctl'),
    ['-D', dataDir, '-l', logFile, '-w', '-t', String(START_TIMEOUT_S), '-o', options, 'start'],
    { check: false },
  );
  if (started.code !== 0) {
    throw new Error(
      `pg_ctl could not start PostgreSQL in ${dataDir} (port ${port}): ${(started.stderr || started.stdout).trim()}\n` +
        `Server log (${logFile}):\n${await logTail(logFile)}`,
    );
  }

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      log('[postgres] stopping the private server');
      const result = await asClusterOwner(
        path.join(bin, 'pg_ctl'),
        ['-D', dataDir, '-m', 'fast', '-w', '-t', String(START_TIMEOUT_S), 'stop'],
        { check: false },
      );
      if (result.code !== 0 && !/PID file .* does not exist|Is server running\?/.test(result.stderr)) {
        throw new Error(`pg_ctl stop failed: ${result.stderr.trim()}`);
      }
    })();
    return stopping;
  };
  return stop;
}

let queue = Promise.resolve();

/**
 * Makes sure PostgreSQL answers at `url` and that the URL's database exists.
 * Resolves { started: false, databaseCreated, stop } when a server was already there (stop does nothing),
 * or { started: true, databaseCreated, stop, dataDir } when it started a private cluster (stop shuts it down).
 * `databaseCreated` tells whether the URL's database had to be created.
 * Calls are serialised, so a second call finds the first one's server and starts nothing.
 */
export function ensurePostgres(options = {}) {
  const result = queue.then(() => ensurePostgresNow(options));
  queue = result.catch(() => {});
  return result;
}

async function ensurePostgresNow({
  url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  dataDir = path.join(dataRoot, 'postgres'),
  log = (line) => console.error(line),
} = {}) {
  const target = parseUrl(url);
  const where = `${target.host}:${target.port}`;
  const waitUntilUp = (timeoutMs) =>
    waitFor(async () => ((await probe(target.adminUrl)) === 'up' ? true : undefined), {
      timeoutMs,
      onTimeout: () => new Error(`PostgreSQL at ${where} did not accept connections within ${timeoutMs} ms`),
    });

  const state = await probe(target.adminUrl);
  if (state !== 'down') {
    if (state === 'starting') await waitUntilUp(START_TIMEOUT_S * 1000);
    const databaseCreated = await ensureDatabase(url);
    return { started: false, databaseCreated, stop: async () => {} };
  }

  if (!isLocalHost(target.host)) {
    throw new Error(`No PostgreSQL server answers at ${where}, and that host is not local, so none can be started here.`);
  }

  let bin = await findPostgresBinDir();
  if (!bin) {
    if (!isRoot) {
      throw new Error(
        `No PostgreSQL server answers at ${where} and the PostgreSQL binaries are missing ` +
          `(nothing under ${PG_BIN_ROOT}/*/bin). Install the Debian package "${DEBIAN_PACKAGE}" ` +
          `(sudo apt-get install -y ${DEBIAN_PACKAGE}) or set DATABASE_URL to a running server.`,
      );
    }
    await aptInstall([DEBIAN_PACKAGE], log);
    // The package's post-install step may have started its own cluster on the default port.
    if ((await probe(target.adminUrl)) === 'up') {
      const databaseCreated = await ensureDatabase(url);
      return { started: false, databaseCreated, stop: async () => {} };
    }
    bin = await findPostgresBinDir();
    if (!bin) throw new Error(`apt-get installed "${DEBIAN_PACKAGE}" but no initdb appeared under ${PG_BIN_ROOT}/*/bin`);
  }

  const stop = await startPrivateCluster({ bin, port: target.port, user: target.user, dataDir, log });
  let databaseCreated;
  try {
    await waitUntilUp(START_TIMEOUT_S * 1000);
    databaseCreated = await ensureDatabase(url);
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { started: true, databaseCreated, stop, dataDir };
}
