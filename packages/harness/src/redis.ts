import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { aptInstall, findOnPath, isLocalHost, isRoot, run } from './commands.js';
import { assertPrivatePort, freePort, isNotListening } from './ports.js';
import { type EnsureOptions, serialised } from './serialised.js';
import { sleep, waitFor } from './wait-for.js';
import { ENV_DEFAULTS } from '@site/config/defaults';

export const DEFAULT_REDIS_URL = ENV_DEFAULTS.REDIS_URL;
const DEBIAN_PACKAGE = 'redis-server';
/** BullMQ loses jobs under any evicting policy. */
const REQUIRED_POLICY = 'noeviction';
/** A large AOF is replayed at start-up (the server answers LOADING meanwhile). */
const START_TIMEOUT_MS = 120_000;

interface Target {
  host: string;
  port: number;
  username: string;
  password: string;
}

function parseRedisUrl(url: string): Target {
  const parsed = new URL(url);
  if (!['redis:', 'rediss:'].includes(parsed.protocol)) throw new Error(`REDIS_URL must start with redis:// (got ${parsed.protocol}//)`);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(parsed.port || 6379),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

/** The first word of a Redis error reply (LOADING, BUSY, NOAUTH, WRONGPASS, ERR...). */
export function replyCode(error: unknown): string | undefined {
  return error instanceof Error && error.name === 'ReplyError' ? String(error.message).split(' ', 1)[0] : undefined;
}

/**
 * One ioredis connection for probing or configuring a server: connects now, never reconnects, never queues
 * commands while disconnected, skips ioredis' ready check (callers see LOADING instead of waiting silently).
 * Rejects with the socket error (code ECONNREFUSED, ...). The caller disconnects it.
 */
export async function openRedisClient({ host = '127.0.0.1', port }: { host?: string; port: number }): Promise<Redis> {
  const client = new Redis({
    host,
    port,
    lazyConnect: true,
    enableOfflineQueue: false,
    enableReadyCheck: false,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 2000,
    disableClientInfo: true,
  });
  let socketError: unknown;
  client.on('error', (error) => {
    socketError ??= error;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw socketError ?? error;
  }
  return client;
}

/** An authenticated connection, or undefined when nothing listens there. */
async function connect(target: Target): Promise<Redis | undefined> {
  let client: Redis;
  try {
    client = await openRedisClient(target);
  } catch (error) {
    if (isNotListening(error)) return undefined;
    throw new Error(`Cannot reach Redis at ${target.host}:${target.port}: ${(error as Error).message}`);
  }
  if (target.password) {
    try {
      if (target.username) await client.auth(target.username, target.password);
      else await client.auth(target.password);
    } catch (error) {
      client.disconnect();
      throw new Error(`Redis at ${target.host}:${target.port} rejected the credentials in REDIS_URL: ${(error as Error).message}`);
    }
  }
  return client;
}

async function ping(target: Target): Promise<'up' | 'loading' | 'down'> {
  const client = await connect(target);
  if (!client) return 'down';
  try {
    return (await client.ping()) === 'PONG' ? 'up' : 'down';
  } catch (error) {
    const code = replyCode(error);
    const message = (error as Error).message;
    if (code === 'LOADING' || code === 'BUSY' || /Command timed out/.test(message)) return 'loading';
    if (isNotListening(error) || /Connection is closed/.test(message)) return 'down';
    throw new Error(`Redis at ${target.host}:${target.port} answered PING with an error: ${message}`);
  } finally {
    client.disconnect();
  }
}

function waitForPong(target: Target, timeoutMs = START_TIMEOUT_MS, isDead: () => boolean = () => false): Promise<true> {
  return waitFor(
    async () => {
      if (isDead()) throw new Error(`redis-server on ${target.port} exited`);
      return (await ping(target)) === 'up';
    },
    `Redis at ${target.host}:${target.port} to answer PONG`,
    { timeoutMs, intervalMs: 100, failFast: true },
  );
}

/** Makes sure the server's maxmemory-policy is noeviction, setting it when allowed. */
async function ensureNoEviction(target: Target): Promise<{ changed: boolean; previous?: string }> {
  const client = await connect(target);
  const where = `${target.host}:${target.port}`;
  if (!client) throw new Error(`Redis at ${where} went away`);
  try {
    let policy: string | undefined;
    try {
      policy = ((await client.config('GET', 'maxmemory-policy')) as string[])[1];
    } catch (error) {
      throw new Error(
        `Cannot read maxmemory-policy of Redis at ${where} (${(error as Error).message}). The lead queue needs "maxmemory-policy ${REQUIRED_POLICY}".`,
      );
    }
    if (policy === REQUIRED_POLICY) return { changed: false };
    try {
      await client.config('SET', 'maxmemory-policy', REQUIRED_POLICY);
    } catch (error) {
      throw new Error(
        `Redis at ${where} uses maxmemory-policy "${policy}", which can evict queued jobs, and CONFIG SET maxmemory-policy ` +
          `${REQUIRED_POLICY} failed (${(error as Error).message}). Set "maxmemory-policy ${REQUIRED_POLICY}" in its configuration.`,
      );
    }
    return { changed: true, previous: policy };
  } finally {
    client.disconnect();
  }
}

/** The arguments of a redis-server of ours: loopback only, noeviction, durable (AOF, fsync always) when `dir` is given. */
function serverArgs(port: number, dir: string | undefined, extraArgs: string[]): string[] {
  const persistence = dir ? ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''] : ['--appendonly', 'no', '--save', ''];
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--protected-mode',
    'yes',
    '--maxmemory-policy',
    REQUIRED_POLICY,
    ...persistence,
    ...extraArgs,
  ];
}

async function redisBinary(): Promise<string> {
  const binary = await findOnPath('redis-server');
  if (!binary) throw new Error(`redis-server is not installed (Debian package "${DEBIAN_PACKAGE}")`);
  return binary;
}

export interface PrivateRedisOptions {
  /** Default: a free port. */
  port?: number;
  /** Durable (AOF, appendfsync always) in this folder; without it nothing is persisted. */
  dir?: string;
  /** The server's output is appended here. */
  logFile?: string;
  /** More redis-server arguments (e.g. ['--maxmemory-policy', 'allkeys-lru'] for a test of a wrong server). */
  extraArgs?: string[];
}

/**
 * A redis-server of a test's or a run's own, in the foreground as our child (so it can be killed with SIGKILL and
 * started again on the same port from its AOF). Never on a shared port.
 */
export class PrivateRedis {
  starts = 0;
  private child: ChildProcess | undefined;
  private exitOf: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly port: number,
    private readonly options: PrivateRedisOptions,
  ) {
    assertPrivatePort(port, 'a private Redis');
  }

  static async create(options: PrivateRedisOptions = {}): Promise<PrivateRedis> {
    return new PrivateRedis(options.port ?? (await freePort()), options);
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** Starts it and waits for PONG (after an AOF replay, LOADING ends first). */
  async start(): Promise<void> {
    const { dir, logFile, extraArgs = [] } = this.options;
    if (dir) await mkdir(dir, { recursive: true });
    const child = spawn(await redisBinary(), serverArgs(this.port, dir, ['--logfile', '', ...extraArgs]), {
      stdio: ['ignore', logFile ? 'pipe' : 'ignore', logFile ? 'pipe' : 'ignore'],
      detached: true, // a Ctrl-C reaches only the parent, which stops it
    });
    if (logFile) {
      const out = createWriteStream(logFile, { flags: 'a' });
      child.stdout!.pipe(out, { end: false });
      child.stderr!.pipe(out, { end: false });
    }
    this.child = child;
    // Detached, it would outlive a parent that exits without stopping it.
    const killChild = () => void child.kill('SIGKILL');
    process.once('exit', killChild);
    child.once('exit', () => process.off('exit', killChild));
    this.exitOf = once(child, 'exit').catch(() => undefined);
    this.starts += 1;
    await waitForPong({ host: '127.0.0.1', port: this.port, username: '', password: '' }, START_TIMEOUT_MS, () => !this.running);
  }

  /** SIGKILL: no shutdown, no final flush (with appendfsync always every acknowledged write is on disk). */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exitOf;
  }

  /** A normal stop (SIGTERM: the server flushes and exits), SIGKILL after 10 s. Safe to call twice. */
  async stop(): Promise<void> {
    if (!this.running) return;
    const child = this.child!;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await this.exitOf;
    clearTimeout(timer);
  }

  /** A connection for the caller's own reads; the caller disconnects it. */
  client(): Promise<Redis> {
    return openRedisClient({ port: this.port });
  }
}

/** Starts a private Redis (see PrivateRedis) and resolves once it answers PONG. */
export async function privateRedis(options: PrivateRedisOptions = {}): Promise<PrivateRedis> {
  const redis = await PrivateRedis.create(options);
  await redis.start();
  return redis;
}

export interface EnsuredService {
  /** True when this call started the server (stop() shuts it down); false when it found one (stop() does nothing). */
  started: boolean;
  stop(): Promise<void>;
  dataDir?: string;
  pid?: number;
}

/**
 * Makes sure Redis answers at `url` with maxmemory-policy noeviction. Uses a server that already runs; otherwise
 * (for a local URL) starts a durable daemon (AOF, appendfsync always) with its data in `dataDir`, installing the
 * Debian package first when the binary is missing and we are root. Never stops a server it did not start.
 * Calls are serialised, so a second call finds the first one's server.
 */
export const ensureRedis: (options: EnsureOptions) => Promise<EnsuredService> = serialised(ensureRedisNow);

async function ensureRedisNow({ url, dataDir, log = (line) => console.error(line) }: EnsureOptions): Promise<EnsuredService> {
  const target = parseRedisUrl(url);
  const where = `${target.host}:${target.port}`;
  const found = async (): Promise<EnsuredService> => {
    const { changed, previous } = await ensureNoEviction(target);
    if (changed) log(`[redis] set maxmemory-policy ${REQUIRED_POLICY} on ${where} (was ${previous})`);
    return { started: false, stop: async () => undefined };
  };

  const state = await ping(target);
  if (state === 'loading') {
    log(`[redis] ${where} is loading its data set; waiting for PONG`);
    await waitForPong(target);
  }
  if (state !== 'down') return found();
  if (!isLocalHost(target.host)) throw new Error(`No Redis server answers at ${where}, and that host is not local, so none can be started here.`);

  if (!(await findOnPath('redis-server'))) {
    if (!isRoot) {
      throw new Error(
        `No Redis server answers at ${where} and redis-server is not installed. Install the Debian package "${DEBIAN_PACKAGE}" ` +
          `(sudo apt-get install -y ${DEBIAN_PACKAGE}) or set REDIS_URL to a running server.`,
      );
    }
    await aptInstall([DEBIAN_PACKAGE], log);
    if ((await ping(target)) === 'up') return found(); // the package may have started its own service
  }

  // A daemon: `npm start` and the test script leave it running for the next run to find.
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'redis.log');
  const pidFile = path.join(dataDir, 'redis.pid');
  await rm(pidFile, { force: true }); // a stale one (after a crash) would name the wrong process
  const args = serverArgs(target.port, dataDir, ['--daemonize', 'yes', '--pidfile', pidFile, '--logfile', logFile]);
  if (target.password && !target.username) args.push('--requirepass', target.password);
  log(`[redis] starting a private server on 127.0.0.1:${target.port} (data ${dataDir}, log ${logFile})`);
  await run(await redisBinary(), args);
  const pid = await waitFor(
    async () => Number((await readFile(pidFile, 'utf8')).trim()) || undefined,
    `redis-server to write ${pidFile} (see ${logFile})`,
    { timeoutMs: 10_000, intervalMs: 100 },
  );
  const isAlive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (!isAlive()) return;
      log('[redis] stopping the private server');
      process.kill(pid, 'SIGTERM'); // flushes the AOF and exits
      const deadline = Date.now() + 15_000;
      while (isAlive() && Date.now() < deadline) await sleep(100);
      if (isAlive()) process.kill(pid, 'SIGKILL');
    })());
  try {
    await waitForPong(target);
    await ensureNoEviction(target);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { started: true, stop, pid, dataDir };
}
