// ensureRedis({ url }): make sure a Redis server answers PING at `url` with maxmemory-policy noeviction
// (BullMQ loses jobs under any evicting policy). Uses a server that already runs; otherwise starts
// a private, durable one (AOF, appendfsync always) with its data in <repo>/.data/redis, installing the
// Debian package `redis-server` first when the binary is missing and we are root.
// Never stops a server it did not start.
import { once } from 'node:events';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ENV_DEFAULTS } from '@site/config/defaults';
import { Redis } from 'ioredis';
import { aptInstall, dataRoot, findOnPath, isLocalHost, isRoot, run, sleep, waitFor } from './service-utils.mjs';

export const DEFAULT_REDIS_URL = ENV_DEFAULTS.REDIS_URL;
const DEBIAN_PACKAGE = 'redis-server';
const REQUIRED_POLICY = 'noeviction';
/** A large AOF is replayed at start-up (the server answers LOADING meanwhile). */
const START_TIMEOUT_MS = 120_000;
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 2000;
const NOT_LISTENING = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

function parseUrl(url) {
  const parsed = new URL(url);
  if (!['redis:', 'rediss:'].includes(parsed.protocol)) {
    throw new Error(`REDIS_URL must start with redis:// (got ${parsed.protocol}//)`);
  }
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(parsed.port || 6379),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

/** The first word of a Redis error reply (LOADING, BUSY, NOAUTH, WRONGPASS, ERR...). */
export function replyCode(error) {
  return error?.name === 'ReplyError' ? String(error.message).split(' ', 1)[0] : undefined;
}

const isCommandTimeout = (error) => /Command timed out/.test(error?.message ?? '');

/**
 * Opens one ioredis connection for probing/configuring a server: connects now (lazyConnect + connect()),
 * never reconnects, never queues commands while disconnected, and skips ioredis' own ready check (which
 * would wait silently while the server is LOADING; callers see the LOADING reply instead).
 * Rejects with the socket error (code ECONNREFUSED, ...) when the connection fails.
 * The caller must `disconnect()` the client.
 */
export async function openRedisClient({ host, port }) {
  const client = new Redis({
    host,
    port,
    lazyConnect: true,
    enableOfflineQueue: false,
    enableReadyCheck: false,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    disableClientInfo: true,
  });
  let socketError;
  client.on('error', (error) => {
    socketError ??= error; // reported through connect()'s rejection or the command that fails
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw socketError ?? error;
  }
  return client;
}

/** Opens an authenticated connection, or returns undefined when nothing listens there. */
async function connect(target) {
  let client;
  try {
    client = await openRedisClient(target);
  } catch (error) {
    if (NOT_LISTENING.has(error.code)) return undefined;
    throw new Error(`Cannot reach Redis at ${target.host}:${target.port}: ${error.message}`);
  }
  if (target.password) {
    try {
      if (target.username) await client.auth(target.username, target.password);
      else await client.auth(target.password);
    } catch (error) {
      client.disconnect();
      throw new Error(`Redis at ${target.host}:${target.port} rejected the credentials in REDIS_URL: ${error.message}`);
    }
  }
  return client;
}

/** 'up' | 'loading' | 'down'. */
async function ping(target) {
  const client = await connect(target);
  if (!client) return 'down';
  try {
    const reply = await client.ping();
    return reply === 'PONG' ? 'up' : 'down';
  } catch (error) {
    const code = replyCode(error);
    if (code === 'LOADING' || code === 'BUSY' || isCommandTimeout(error)) return 'loading';
    if (NOT_LISTENING.has(error.code) || /Connection is closed/.test(error.message)) return 'down';
    throw new Error(`Redis at ${target.host}:${target.port} answered PING with an error: ${error.message}`);
  } finally {
    client.disconnect();
  }
}

async function waitForPong(target, timeoutMs) {
  await waitFor(async () => ((await ping(target)) === 'up' ? true : undefined), {
    timeoutMs,
    intervalMs: 250,
    onTimeout: () => new Error(`Redis at ${target.host}:${target.port} did not answer PONG within ${timeoutMs} ms`),
  });
}

/** Makes sure the server's maxmemory-policy is noeviction, setting it when allowed. */
export async function ensureNoEviction(target) {
  const client = await connect(target);
  if (!client) throw new Error(`Redis at ${target.host}:${target.port} went away`);
  const where = `${target.host}:${target.port}`;
  try {
    let policy;
    try {
      const reply = await client.config('GET', 'maxmemory-policy');
      policy = reply?.[1];
    } catch (error) {
      throw new Error(
        `Cannot read maxmemory-policy of Redis at ${where} (${error.message}). The lead queue needs ` +
          `"maxmemory-policy ${REQUIRED_POLICY}"; make sure the server is configured so.`,
      );
    }
    if (policy === REQUIRED_POLICY) return { changed: false };
    try {
      await client.config('SET', 'maxmemory-policy', REQUIRED_POLICY);
    } catch (error) {
      throw new Error(
        `Redis at ${where} uses maxmemory-policy "${policy}", which can evict queued jobs, and ` +
          `CONFIG SET maxmemory-policy ${REQUIRED_POLICY} failed (${error.message}). ` +
          `Set "maxmemory-policy ${REQUIRED_POLICY}" in its configuration.`,
      );
    }
    return { changed: true, previous: policy };
  } finally {
    client.disconnect();
  }
}

async function logTail(file) {
  try {
    return (await readFile(file, 'utf8')).trim().split('\n').slice(-10).join('\n');
  } catch {
    return '(no log)';
  }
}

async function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startPrivateServer({ binary, target, dataDir, log }) {
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'redis.log');
  const pidFile = path.join(dataDir, 'redis.pid');
  await rm(pidFile, { force: true }); // a stale one (after a crash) would name the wrong process
  const args = [
    '--port', String(target.port),
    '--bind', '127.0.0.1',
    '--daemonize', 'yes',
    '--dir', dataDir,
    '--pidfile', pidFile,
    '--logfile', logFile,
    '--appendonly', 'yes',
    '--appendfsync', 'always',
    '--maxmemory-policy', REQUIRED_POLICY,
    '--protected-mode', 'yes',
  ];
  if (target.password && !target.username) args.push('--requirepass', target.password);
  log(`[redis] starting a private server on 127.0.0.1:${target.port} (data ${dataDir}, log ${logFile})`);
  const started = await run(binary, args, { check: false });
  if (started.code !== 0) {
    throw new Error(`redis-server failed to start: ${(started.stderr || started.stdout).trim()}\n${await logTail(logFile)}`);
  }
  // Daemonised: the pid file appears once the server runs.
  const pid = await waitFor(
    async () => {
      try {
        const value = Number((await readFile(pidFile, 'utf8')).trim());
        return value > 0 ? value : undefined;
      } catch {
        return undefined;
      }
    },
    { timeoutMs: 10_000, intervalMs: 100, onTimeout: () => new Error(`redis-server wrote no pid file; see ${logFile}`) },
  );

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (!(await isAlive(pid))) return;
      log('[redis] stopping the private server');
      const client = await connect(target).catch(() => undefined);
      if (client) {
        // Flushes the AOF and exits; the server closes the connection instead of replying.
        const ended = once(client, 'end', { signal: AbortSignal.timeout(5000) }).catch(() => {});
        client.shutdown().catch(() => {});
        await ended;
        client.disconnect();
      } else {
        process.kill(pid, 'SIGTERM');
      }
      const deadline = Date.now() + 15_000;
      while ((await isAlive(pid)) && Date.now() < deadline) await sleep(100);
      if (await isAlive(pid)) process.kill(pid, 'SIGKILL');
    })();
    return stopping;
  };
  return { stop, pid };
}

let queue = Promise.resolve();

/**
 * Makes sure Redis answers at `url` with maxmemory-policy noeviction.
 * Resolves { started: false, stop } when a server was already there (stop does nothing), or
 * { started: true, stop, pid, dataDir } when it started one (stop shuts it down, AOF flushed).
 * Calls are serialised, so a second call finds the first one's server and starts nothing.
 */
export function ensureRedis(options = {}) {
  const result = queue.then(() => ensureRedisNow(options));
  queue = result.catch(() => {});
  return result;
}

async function ensureRedisNow({
  url = process.env.REDIS_URL || DEFAULT_REDIS_URL,
  dataDir = path.join(dataRoot, 'redis'),
  log = (line) => console.error(line),
} = {}) {
  const target = parseUrl(url);
  const where = `${target.host}:${target.port}`;

  const state = await ping(target);
  if (state !== 'down') {
    if (state === 'loading') {
      log(`[redis] ${where} is loading its data set; waiting for PONG`);
      await waitForPong(target, START_TIMEOUT_MS);
    }
    const { changed, previous } = await ensureNoEviction(target);
    if (changed) log(`[redis] set maxmemory-policy ${REQUIRED_POLICY} on ${where} (was ${previous})`);
    return { started: false, stop: async () => {} };
  }

  if (!isLocalHost(target.host)) {
    throw new Error(`No Redis server answers at ${where}, and that host is not local, so none can be started here.`);
  }

  let binary = await findOnPath('redis-server');
  if (!binary) {
    if (!isRoot) {
      throw new Error(
        `No Redis server answers at ${where} and redis-server is not installed. Install the Debian package ` +
          `"${DEBIAN_PACKAGE}" (sudo apt-get install -y ${DEBIAN_PACKAGE}) or set REDIS_URL to a running server.`,
      );
    }
    await aptInstall([DEBIAN_PACKAGE], log);
    // The package may have started its own service on the default port.
    if ((await ping(target)) === 'up') {
      await ensureNoEviction(target);
      return { started: false, stop: async () => {} };
    }
    binary = await findOnPath('redis-server');
    if (!binary) throw new Error(`apt-get installed "${DEBIAN_PACKAGE}" but redis-server is still not on PATH`);
  }

  const { stop, pid } = await startPrivateServer({ binary, target, dataDir, log });
  try {
    await waitForPong(target, START_TIMEOUT_MS);
    await ensureNoEviction(target);
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { started: true, stop, pid, dataDir };
}
