// Shared helpers of the benchmarks: clean-up on exit and failure, a bounded wall clock, percentiles,
// distinct valid leads, per-bench Redis keys and databases, markdown tables and result files.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ENV_DEFAULTS } from '@site/config/defaults';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, '.results');

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? Object.assign(new URL(ENV_DEFAULTS.DATABASE_URL), { pathname: '/postgres' }).toString();
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? ENV_DEFAULTS.REDIS_URL;

/** A database URL on the local server for `name` (the bench's own database). */
export function databaseUrl(name) {
  return Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).toString();
}

/** Progress goes to stderr; the result (markdown) to stdout. */
export const log = (...args) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

// ---- clean-up: everything a bench starts registers a stop function; run once, newest first ------------
const cleanups = [];
let cleaning;
export function onCleanup(name, fn) {
  const entry = { name, fn };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
export function cleanupAll() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const { name, fn } = cleanups.pop();
      try {
        await withTimeout(Promise.resolve().then(fn), 20_000, `clean-up of ${name}`);
      } catch (error) {
        log(`clean-up of ${name} failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

/** Runs `main` with clean-up on success, failure, SIGINT/SIGTERM and a hard deadline of `maxMs`. */
export async function runBench(name, main, { maxMs }) {
  const stopOnSignal = (signal) => {
    log(`${name}: ${signal}, stopping what was started`);
    cleanupAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  // A tool's stray error (e.g. Lighthouse's protocol error once its browser is stopped) must not cut the clean-up short.
  const stray = (error) => {
    log(`${name}: ${cleaning ? 'during clean-up, ignored' : 'unexpected error'}: ${error?.message ?? error}`);
    if (!cleaning) cleanupAll().finally(() => process.exit(1));
  };
  process.on('uncaughtException', stray);
  process.on('unhandledRejection', stray);
  const deadline = setTimeout(() => {
    log(`${name}: exceeded its time budget of ${Math.round(maxMs / 1000)} s; stopping`);
    cleanupAll().finally(() => process.exit(124));
  }, maxMs);
  deadline.unref();
  let code = 0;
  try {
    const { markdown, data } = await main();
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(path.join(RESULTS_DIR, `${name}.md`), markdown);
    await writeFile(path.join(RESULTS_DIR, `${name}.json`), JSON.stringify(data, null, 2));
    process.stdout.write(`${markdown}\n`);
  } catch (error) {
    log(`${name} failed: ${error.stack ?? error}`);
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(path.join(RESULTS_DIR, `${name}.md`), `### ${name}\n\n**FAILED**: ${String(error.message ?? error)}\n`);
    code = 1;
  } finally {
    await cleanupAll();
    clearTimeout(deadline);
  }
  // Handles of clients (pg pools, redis) must not keep a finished bench alive.
  setTimeout(() => process.exit(code), 200).unref();
  process.exitCode = code;
}

export function isMain(importMetaUrl) {
  return process.argv[1] && importMetaUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}

export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]);
}

export { sleep } from '@site/harness';

/** Nearest-rank percentile of numbers (not sorted in place). */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

// ---- leads ------------------------------------------------------------------------------------------
const ROLES = ['ciso', 'cto', 'head-security', 'secops', 'compliance', 'other'];
const DEPLOYMENTS = ['saas', 'vpc', 'on-premises', 'air-gapped', 'hybrid'];

/** A valid contact submission, distinct for every (runId, n): its own company and business-domain email. */
export function contactLead(runId, n) {
  return {
    workEmail: `lead${n}@corp${n}-${runId}.example.com`,
    fullName: `Bench Lead ${n}`,
    company: `Bench Corp ${runId}-${n}`,
    role: ROLES[n % ROLES.length],
    deploymentInterest: DEPLOYMENTS[n % DEPLOYMENTS.length],
    message: `Benchmark lead ${n} of run ${runId}: please tell us about external exposure monitoring.`,
  };
}

export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// ---- per-bench database and Redis keys --------------------------------------------------------------
export async function dropDatabase(name) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Deletes every Redis key of a queue prefix (BullMQ keys and the API's rate-limit counters). */
export async function deleteRedisPrefix(prefix) {
  if (!/^[a-z0-9-]+$/i.test(prefix)) throw new Error(`refusing to delete keys of prefix "${prefix}"`);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    let rounds = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await redis.unlink(...keys);
    } while (cursor !== '0' && ++rounds < 100_000);
  } finally {
    redis.disconnect();
  }
  return deleted;
}

// ---- output -----------------------------------------------------------------------------------------
export function table(headers, rows, align) {
  const a = align ?? headers.map((_, i) => (i === 0 ? 'l' : 'r'));
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(a.map((x) => (x === 'l' ? ':---' : '---:'))), ...rows.map((r) => line(r.map((c) => String(c))))].join('\n');
}

export const fmt = (value, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';

/** "PASS"/"MISS by …" for a target. */
export function verdict(ok, missText) {
  return ok ? 'PASS' : `MISS (${missText})`;
}
