// bench/deep-json: what one request body costs the API's main thread by its shape, at the same size (~32 KB, just
// under the body limit): a flat JSON array, the same bytes as 16,000 nested arrays, 5,300 nested objects, and a
// url-encoded form post. Then GET /api/health latency alone and while two nested bodies are in flight all the time
// (two clients posting them back to back): a body that costs the event loop seconds delays every other request.
//
// The API runs as its own process (api/dist/main.js, rate limit raised); its main thread's CPU time comes from
// /proc/<pid>/task/<pid>/stat (utime + stime), so the figures are the API's own work, not the client's waits.
//
//   node bench/deep-json/run.mjs   (env BENCH_DEEP_JSON_POSTS, default 20 per shape; BENCH_DEEP_JSON_HEALTH, default 30)
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, supervise, waitFor } from '@site/harness';
import pg from 'pg';
import {
  databaseUrl,
  dropDatabase,
  fmt,
  isMain,
  log,
  onCleanup,
  PG_ADMIN_URL,
  percentile,
  REDIS_URL,
  ROOT,
  runBench,
  table,
} from '../lib/common.mjs';

const DATABASE = 'bench_deep_json';
const QUEUE_PREFIX = 'bench-deep-json';
const LEAD_PATH = '/api/contact-submissions';
const POSTS = Number(process.env.BENCH_DEEP_JSON_POSTS ?? 20);
const HEALTH_CALLS = Number(process.env.BENCH_DEEP_JSON_HEALTH ?? 30);
/** Every body is this size or a few bytes less: under the API's 32 KB (32,768 bytes) body limit. */
const BODY_BYTES = 32_000;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The bodies, all ~BODY_BYTES long: only their shape differs. */
const SHAPES = [
  { name: 'flat JSON array (16,000 numbers)', type: JSON_TYPE, body: `[${'0,'.repeat(BODY_BYTES / 2 - 1)}0]` },
  { name: 'nested JSON arrays (16,000 levels)', type: JSON_TYPE, body: `${'['.repeat(BODY_BYTES / 2)}${']'.repeat(BODY_BYTES / 2)}`, nested: true },
  {
    name: 'nested JSON objects (5,333 levels)',
    type: JSON_TYPE,
    body: `${'{"a":'.repeat(Math.floor(BODY_BYTES / 6))}0${'}'.repeat(Math.floor(BODY_BYTES / 6))}`,
  },
  {
    name: 'url-encoded form (3,200 fields)',
    type: FORM_TYPE,
    body: Array.from({ length: BODY_BYTES / 10 }, () => 'a%5Bb%5D=1')
      .join('&')
      .slice(0, BODY_BYTES),
  },
];

/** CPU milliseconds the process' main thread has used so far (user + system). */
async function mainThreadCpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
}

async function post(url, shape) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': shape.type }, body: shape.body, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function health(base) {
  const started = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Sequential health checks: latency p50 / p99 / max and the statuses seen. */
async function healthTimes(base, calls) {
  const times = [];
  const statuses = new Set();
  for (let i = 0; i < calls; i += 1) {
    const answer = await health(base);
    times.push(answer.ms);
    statuses.add(answer.status);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times), statuses: [...statuses] };
}

async function main() {
  await dropDatabase(DATABASE);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  onCleanup(`database ${DATABASE}`, () => dropDatabase(DATABASE));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = await supervise({
    name: 'api',
    args: [path.join(ROOT, 'api', 'dist', 'main.js')],
    port,
    env: {
      DATABASE_URL: databaseUrl(DATABASE),
      REDIS_URL,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      QUEUE_PREFIX,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  onCleanup('api', () => api.stop());
  await waitFor(async () => (await health(base)).status === 200, "the API's health", 60_000);
  const pid = /** @type {number} */ (api.pid);

  const shapes = [];
  for (const shape of SHAPES) {
    await post(`${base}${LEAD_PATH}`, shape); // warm-up
    const statuses = new Set();
    const latencies = [];
    const cpuBefore = await mainThreadCpuMs(pid);
    for (let i = 0; i < POSTS; i += 1) {
      const answer = await post(`${base}${LEAD_PATH}`, shape);
      statuses.add(answer.status);
      latencies.push(answer.ms);
    }
    const cpuPerPost = ((await mainThreadCpuMs(pid)) - cpuBefore) / POSTS;
    shapes.push({ name: shape.name, bytes: Buffer.byteLength(shape.body), statuses: [...statuses], cpuPerPost, p50: percentile(latencies, 50) });
    log(`deep-json: ${shape.name}: ${fmt(cpuPerPost, 1)} ms of the API thread per POST, answered ${[...statuses].join('/')}`);
  }

  const idle = await healthTimes(base, HEALTH_CALLS);
  log(`deep-json: health alone p50 ${fmt(idle.p50, 1)} ms, max ${fmt(idle.max, 1)} ms`);

  // Two clients posting nested bodies back to back while the health checks run (bounded: they stop with them).
  const nested = SHAPES.find((shape) => shape.nested);
  let loading = true;
  let inFlightPosts = 0;
  const loader = async () => {
    while (loading) {
      await post(`${base}${LEAD_PATH}`, nested);
      inFlightPosts += 1;
    }
  };
  const loaders = [loader(), loader()];
  await new Promise((resolve) => setTimeout(resolve, 200)); // both bodies on their way
  const loaded = await healthTimes(base, HEALTH_CALLS);
  loading = false;
  await Promise.all(loaders);
  log(
    `deep-json: health with two nested bodies in flight p50 ${fmt(loaded.p50, 1)} ms, max ${fmt(loaded.max, 1)} ms (${inFlightPosts} nested posts meanwhile)`,
  );

  const markdown = [
    '### deep-json',
    '',
    `One ~32 KB body per shape, ${POSTS} sequential POSTs to \`${LEAD_PATH}\`; the API thread's CPU time per POST (/proc, user + system).`,
    '',
    table(
      ['body', 'bytes', 'answer', 'API thread ms / POST', 'latency p50 ms'],
      shapes.map((shape) => [shape.name, fmt(shape.bytes), shape.statuses.join('/'), fmt(shape.cpuPerPost, 1), fmt(shape.p50, 1)]),
    ),
    '',
    `\`GET /api/health\`, ${HEALTH_CALLS} sequential calls:`,
    '',
    table(
      ['while', 'p50 ms', 'p99 ms', 'max ms', 'answers'],
      [
        ['nothing else', fmt(idle.p50, 1), fmt(idle.p99, 1), fmt(idle.max, 1), idle.statuses.join('/')],
        [
          `two nested bodies in flight (${inFlightPosts} posted)`,
          fmt(loaded.p50, 1),
          fmt(loaded.p99, 1),
          fmt(loaded.max, 1),
          loaded.statuses.join('/'),
        ],
      ],
    ),
    '',
  ].join('\n');
  return { markdown, data: { shapes, health: { idle, loaded, inFlightPosts } } };
}

if (isMain(import.meta.url)) await runBench('deep-json', main, { maxMs: 10 * 60_000 });
