// bench/ingest: autocannon against POST /api/contact-submissions (valid, distinct leads; rate limit raised for the
// run) and, in the same run, against a bare Fastify server that only parses the JSON and answers 202.
// Prints req/s and p50/p99 latency of both, their ratio, and the API's latency at a fixed 1,000 req/s.
//
//   node bench/ingest/run.mjs        (env BENCH_INGEST_SECONDS, default 10; BENCH_INGEST_CONNECTIONS, default 50)
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { supervise } from '@site/harness';
import { BENCH_DIR, contactLead, fmt, isMain, log, onCleanup, REDIS_URL, runBench, runId, sleep, table, verdict } from '../lib/common.mjs';
import { startBackend } from '../lib/stacks.mjs';

const PORTS = { api: 19230, bare: 19231, smtpSink: 19225 };
const QUEUE_PREFIX = 'bench-ingest';
const LEADS_QUEUE = 'leads'; // @site/contracts LEADS_QUEUE
const PATH = '/api/contact-submissions';
const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_INGEST_CONNECTIONS ?? 50);
const FIXED_RATE = 1000;
const TARGETS = { ratio: 0.5, p99AtRateMs: 25 };

/**
 * autocannon with a distinct, valid lead in every request body; resolves the result plus the bodies generated.
 * @param {string} url
 * @param {{ title: string, connections?: number, duration?: number, overallRate?: number }} options
 */
async function cannon(url, { title, connections = CONNECTIONS, duration = SECONDS, overallRate }) {
  const id = runId();
  let n = 0;
  const result = await autocannon({
    url,
    title,
    connections,
    duration,
    overallRate,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: PATH,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(contactLead(id, n++)) }),
      },
    ],
  });
  const non202 = result.non2xx + (result.errors ?? 0) + (result.timeouts ?? 0);
  return {
    title,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    statusCodes: result.statusCodeStats,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    non202,
    bodies: n,
    connections,
    duration,
    overallRate,
  };
}

function row(r) {
  return [
    r.title,
    r.overallRate ? `${r.connections} @ ${r.overallRate}/s` : String(r.connections),
    fmt(r.rps),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.max, 0),
    fmt(r.total),
    Object.entries(r.statusCodes ?? {})
      .map(([code, v]) => `${code}×${v.count}`)
      .join(' ') +
      (r.errors ? ` err×${r.errors}` : '') +
      (r.timeouts ? ` timeout×${r.timeouts}` : ''),
  ];
}

async function main() {
  const load0 = os.loadavg();
  // The worker's sales emails go to a counting SMTP sink in its own process (off the load generator's event loop).
  const sink = await supervise({
    name: 'smtp-sink',
    args: [path.join(BENCH_DIR, 'lib', 'smtp-sink-process.mjs'), '--port', String(PORTS.smtpSink)],
    port: PORTS.smtpSink,
  });
  onCleanup('smtp sink', () => sink.stop());
  const bare = await supervise({
    name: 'bare-fastify',
    args: [path.join(BENCH_DIR, 'ingest', 'bare-server.mjs'), '--port', String(PORTS.bare)],
    port: PORTS.bare,
  });
  onCleanup('bare fastify', () => bare.stop());
  const backend = await startBackend({
    database: 'bench_ingest',
    queuePrefix: QUEUE_PREFIX,
    apiPort: PORTS.api,
    smtpUrl: `smtp://127.0.0.1:${PORTS.smtpSink}`,
    env: { RATE_LIMIT_MAX: '100000000' },
  });
  const queue = new Queue(LEADS_QUEUE, { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix: QUEUE_PREFIX });
  onCleanup('bench queue client', () => queue.close());

  const bareUrl = `http://127.0.0.1:${PORTS.bare}`;
  const apiUrl = backend.apiUrl;
  // A valid lead must be accepted before anything is measured.
  const probe = await fetch(`${apiUrl}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactLead(runId(), 0)),
  });
  if (probe.status !== 202) throw new Error(`the API refused a valid lead: ${probe.status} ${await probe.text()}`);

  const warm = (url) => cannon(url, { title: 'warm-up', connections: 10, duration: 2 });
  const results = {};
  log(`ingest: bare Fastify, ${CONNECTIONS} connections, ${SECONDS} s`);
  await warm(bareUrl);
  results.bare = await cannon(bareUrl, { title: 'bare Fastify (parse JSON, 202)' });

  // The API alone: queue paused so the worker does not share the two cores with it (the bare server has no worker).
  await queue.pause();
  log(`ingest: API (worker paused), ${CONNECTIONS} connections, ${SECONDS} s`);
  await warm(apiUrl);
  results.api = await cannon(apiUrl, { title: 'API, worker paused' });
  await sleep(500);
  log(`ingest: API (worker paused), ${FIXED_RATE} req/s, ${SECONDS} s`);
  results.apiRate = await cannon(apiUrl, { title: `API ${FIXED_RATE}/s, worker paused`, connections: 20, overallRate: FIXED_RATE });
  const paused = await queue.getJobCounts(/** @type {import('bullmq').JobType} */ ('paused'), 'wait');
  log(`ingest: ${paused.paused + paused.wait} jobs queued while paused; dropping them`);
  await queue.drain();
  await queue.resume();
  await sleep(1000);

  // As deployed: the worker stores and emails the leads on the same two cores meanwhile.
  log(`ingest: API (worker draining), ${FIXED_RATE} req/s, ${SECONDS} s`);
  results.apiRateWorker = await cannon(apiUrl, { title: `API ${FIXED_RATE}/s, worker draining`, connections: 20, overallRate: FIXED_RATE });
  log(`ingest: API (worker draining), ${CONNECTIONS} connections, ${SECONDS} s`);
  results.apiWorker = await cannon(apiUrl, { title: 'API, worker draining' });
  const backlog = await queue.getJobCounts('wait', 'active', 'completed', 'failed');
  const load1 = os.loadavg();

  const ratio = results.api.rps / results.bare.rps;
  const ratioWorker = results.apiWorker.rps / results.bare.rps;
  const md = [];
  md.push(`### Ingest — autocannon, POST ${PATH}, distinct valid leads, ${SECONDS} s per run`);
  md.push('');
  md.push(
    table(
      ['run', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'responses'],
      [results.bare, results.api, results.apiWorker, results.apiRate, results.apiRateWorker].map(row),
    ),
  );
  md.push('');
  md.push(
    table(
      ['target', 'measured', 'verdict'],
      [
        [
          'API ≥ 50% of bare Fastify req/s (same run)',
          `${fmt(ratio * 100, 1)}% (${fmt(results.api.rps)} / ${fmt(results.bare.rps)}); with the worker draining ${fmt(ratioWorker * 100, 1)}%`,
          verdict(ratio >= TARGETS.ratio, `${fmt((TARGETS.ratio - ratio) * 100, 1)} points short`),
        ],
        [
          `p99 ≤ 25 ms at ${FIXED_RATE} req/s`,
          `${fmt(results.apiRate.p99, 1)} ms (worker paused); ${fmt(results.apiRateWorker.p99, 1)} ms (worker draining)`,
          verdict(
            results.apiRate.p99 <= TARGETS.p99AtRateMs && results.apiRateWorker.p99 <= TARGETS.p99AtRateMs,
            `${fmt(Math.max(results.apiRate.p99, results.apiRateWorker.p99) - TARGETS.p99AtRateMs, 1)} ms over`,
          ),
        ],
        [
          'every API request answered 202',
          `${[results.api, results.apiRate, results.apiRateWorker, results.apiWorker].reduce((s, r) => s + r.non202, 0)} not 202`,
          verdict(
            [results.api, results.apiRate, results.apiRateWorker, results.apiWorker].every((r) => r.non202 === 0),
            'see responses',
          ),
        ],
      ],
      ['l', 'l', 'l'],
    ),
  );
  md.push('');
  md.push(
    `Distinct lead bodies generated: ${fmt(results.api.bodies + results.apiRate.bodies + results.apiRateWorker.bodies + results.apiWorker.bodies)} (one per request; unique company and \`leadN@corpN-<run>.example.com\`). ` +
      `RATE_LIMIT_MAX=100000000, QUEUE_PREFIX=${QUEUE_PREFIX}, database bench_ingest. Queue after the last run: ${backlog.wait} waiting, ${backlog.completed} completed, ${backlog.failed} failed. ` +
      `Load average (1 min) before/after: ${fmt(load0[0], 2)} / ${fmt(load1[0], 2)} on ${os.cpus().length} CPUs; autocannon runs in the bench process on the same machine.`,
  );
  return { markdown: md.join('\n'), data: { results, ratio, ratioWorker, backlog, load: [load0, load1] } };
}

if (isMain(import.meta.url)) await runBench('ingest', main, { maxMs: 6 * 60_000 });
