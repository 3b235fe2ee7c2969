// bench/drain: POST N leads through the API, time until all are rows in PostgreSQL and emails at an SMTP server
// (a counting smtp-server in this process that reads each email's Message-ID <lead-<id>@…>), for a few worker
// concurrencies. Two modes per concurrency:
//   burst    the worker runs while the N POSTs arrive: leads/s from the first POST, POST-to-row and POST-to-email
//   backlog  the queue is paused while the N POSTs arrive, then resumed: the worker's pure drain rate
//
// Then once more with BENCH_DRAIN_SCALE_WORKERS worker processes (default 2; 1 = skip) at the highest concurrency:
// the worker scales out by replicas (KEDA in infra/deploy), so that is how the drain rate grows.
//
//   node bench/drain/run.mjs     (env BENCH_DRAIN_N default 2000, BENCH_DRAIN_CONCURRENCIES default 4,8,16,32)
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { contactLead, fmt, isMain, log, onCleanup, percentile, REDIS_URL, ROOT, runBench, runId, sleep, table, verdict } from '../lib/common.mjs';
import { now, startSmtpSink } from '../lib/smtp-sink.mjs';
import { startBackend } from '../lib/stacks.mjs';
import { supervise } from '@site/harness';

const PORTS = { api: 19330, smtpSink: 19325 };
const QUEUE_PREFIX = 'bench-drain';
const LEADS_QUEUE = 'leads'; // @site/contracts LEADS_QUEUE
const N = Number(process.env.BENCH_DRAIN_N ?? 2000);
const CONCURRENCIES = (process.env.BENCH_DRAIN_CONCURRENCIES ?? '4,8,16,32').split(',').map(Number);
const SCALE_WORKERS = Math.max(1, Number(process.env.BENCH_DRAIN_SCALE_WORKERS ?? 2));
const POST_CONCURRENCY = 16;
const POLL_MS = 100;
const WAIT_LIMIT_MS = 120_000;
const TARGETS = { leadsPerSecond: 1000, emailP95Ms: 5000 };

/** POSTs N distinct leads with POST_CONCURRENCY requests in flight; resolves id -> POST start time. */
async function postLeads(apiUrl, n) {
  const id = runId();
  const sentAt = new Map();
  let next = 0;
  let failures = 0;
  const deadline = Date.now() + 120_000;
  const postOne = async (i) => {
    const started = now();
    const response = await fetch(`${apiUrl}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactLead(id, i)),
      signal: AbortSignal.timeout(10_000),
    });
    const body = /** @type {{ id?: string }} */ (await response.json().catch(() => ({})));
    if (response.status !== 202 || !body.id) throw new Error(`POST answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    sentAt.set(body.id, started);
  };
  const lane = async () => {
    while (next < n && Date.now() < deadline) {
      const i = next++;
      try {
        await postOne(i);
      } catch (error) {
        failures += 1;
        if (failures <= 3) log(`drain: POST ${i} failed: ${error.message}`);
        if (failures > 50) throw new Error(`too many failed POSTs (${failures}); last: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: POST_CONCURRENCY }, lane));
  return { sentAt, failures };
}

/** Polls contact_submissions and the SMTP sink until every id is a row and an email (or the time limit). */
async function waitForRowsAndEmails(db, sink, ids) {
  const rowAt = new Map();
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let polls = 0;
  while (Date.now() < deadline) {
    // bench_stored_at: clock_timestamp() when the worker's INSERT created the row (see instrument()).
    const { rows } = await db.query('SELECT id, extract(epoch FROM bench_stored_at) * 1000 AS at FROM contact_submissions');
    polls += 1;
    for (const { id, at } of rows) if (!rowAt.has(id)) rowAt.set(id, Number(at));
    const rowsDone = ids.every((id) => rowAt.has(id));
    const emailsDone = ids.every((id) => sink.received.has(id));
    if (rowsDone && emailsDone) break;
    await sleep(POLL_MS);
  }
  return { rowAt, polls };
}

/**
 * Instrumentation of the bench's own, throw-away database (after the migrations ran): a column that records when
 * each row was inserted (clock_timestamp(), the machine's clock like the bench's own timestamps). The worker names
 * its columns in its INSERT, so the default fills it; polling alone would add its interval and lag to every figure.
 */
async function instrument(db) {
  await db.query('ALTER TABLE contact_submissions ADD COLUMN IF NOT EXISTS bench_stored_at timestamptz NOT NULL DEFAULT clock_timestamp()');
}

function stats(ids, from, to) {
  const values = ids.filter((id) => from.has(id) && to.has(id)).map((id) => to.get(id) - from.get(id));
  return { n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) };
}

async function runMode({ mode, apiUrl, queue, db, sink }) {
  await db.query('TRUNCATE contact_submissions');
  sink.reset();
  if (mode === 'backlog') await queue.pause();
  const postStart = now();
  const { sentAt, failures } = await postLeads(apiUrl, N);
  const postEnd = now();
  const ids = [...sentAt.keys()];
  let resumedAt = postStart;
  if (mode === 'backlog') {
    resumedAt = now();
    await queue.resume();
  }
  const { rowAt, polls } = await waitForRowsAndEmails(db, sink, ids);
  const lastRow = Math.max(...ids.map((id) => rowAt.get(id) ?? NaN).filter(Number.isFinite));
  const lastEmail = Math.max(...ids.map((id) => sink.received.get(id) ?? NaN).filter(Number.isFinite));
  const rows = ids.filter((id) => rowAt.has(id)).length;
  const emails = ids.filter((id) => sink.received.has(id)).length;
  const from = mode === 'backlog' ? resumedAt : postStart;
  return {
    mode,
    posted: ids.length,
    failures,
    rows,
    emails,
    extraEmails: sink.count - sink.acknowledgements - emails,
    acknowledgements: sink.acknowledgements,
    postSeconds: (postEnd - postStart) / 1000,
    postRate: ids.length / ((postEnd - postStart) / 1000),
    rowsPerSecond: rows === ids.length ? rows / ((lastRow - from) / 1000) : NaN,
    emailsPerSecond: emails === ids.length ? emails / ((lastEmail - from) / 1000) : NaN,
    toRow: mode === 'burst' ? stats(ids, sentAt, rowAt) : undefined,
    toEmail: mode === 'burst' ? stats(ids, sentAt, sink.received) : undefined,
    polls,
  };
}

async function main() {
  const load0 = os.loadavg();
  const sink = await startSmtpSink({ port: PORTS.smtpSink });
  onCleanup('smtp sink', () => sink.stop());
  const results = [];
  const configs = CONCURRENCIES.map((concurrency) => ({ concurrency, workers: 1 }));
  if (SCALE_WORKERS > 1) configs.push({ concurrency: Math.max(...CONCURRENCIES), workers: SCALE_WORKERS });
  for (const { concurrency, workers } of configs) {
    const label = workers > 1 ? `${workers} workers × ${concurrency}` : String(concurrency);
    const backend = await startBackend({
      database: 'bench_drain',
      queuePrefix: QUEUE_PREFIX,
      apiPort: PORTS.api,
      smtpUrl: sink.url,
      env: { RATE_LIMIT_MAX: '100000000', WORKER_CONCURRENCY: String(concurrency) },
    });
    // The stack starts one worker; the others get the same settings (no metrics port: they share the host).
    const extraWorkers = [];
    for (let k = 2; k <= workers; k++) {
      extraWorkers.push(
        await supervise({
          name: `worker-${k}`,
          args: [path.join(ROOT, 'worker', 'dist', 'main.js')],
          env: {
            DATABASE_URL: backend.databaseUrl,
            REDIS_URL,
            SMTP_URL: sink.url,
            QUEUE_PREFIX,
            WORKER_CONCURRENCY: String(concurrency),
            WORKER_METRICS_PORT: '0',
            LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
          },
          readyLine: /worker ready/,
        }),
      );
    }
    const stopExtraWorkers = () => Promise.all(extraWorkers.map((w) => w.stop()));
    const unregisterWorkers = onCleanup('extra workers', stopExtraWorkers);
    const db = new pg.Client({ connectionString: backend.databaseUrl });
    await db.connect();
    await instrument(db);
    const queue = new Queue(LEADS_QUEUE, { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix: QUEUE_PREFIX });
    const closeClients = async () => {
      await queue.close().catch(() => undefined);
      await db.end().catch(() => undefined);
    };
    const unregister = onCleanup('drain clients', closeClients);
    try {
      for (const mode of ['burst', 'backlog']) {
        log(`drain: concurrency ${label}, ${mode}, ${N} leads`);
        const r = await runMode({ mode, apiUrl: backend.apiUrl, queue, db, sink });
        r.concurrency = label;
        results.push(r);
        log(
          `drain: c=${concurrency} ${mode}: POST ${fmt(r.postRate)}/s, rows ${r.rows}/${r.posted} ${fmt(r.rowsPerSecond)}/s, emails ${r.emails} ${fmt(r.emailsPerSecond)}/s` +
            (r.toRow && r.toEmail
              ? `, POST→row p50 ${fmt(r.toRow.p50)} p95 ${fmt(r.toRow.p95)} ms, POST→email p50 ${fmt(r.toEmail.p50)} p95 ${fmt(r.toEmail.p95)} ms`
              : ''),
        );
      }
    } finally {
      unregister();
      await closeClients();
      unregisterWorkers();
      await stopExtraWorkers();
      await backend.stop();
    }
  }
  const load1 = os.loadavg();

  const burst = results.filter((r) => r.mode === 'burst');
  const backlog = results.filter((r) => r.mode === 'backlog');
  const best = (list, k) => list.reduce((a, b) => ((b[k] || 0) > (a[k] || 0) ? b : a), list[0]);
  const bestBurst = best(burst, 'rowsPerSecond');
  const bestBacklog = best(backlog, 'rowsPerSecond');
  const bestEmailP95 = burst.reduce((a, b) => (b.toEmail.p95 < a.toEmail.p95 ? b : a), burst[0]);
  const md = [];
  md.push(`### Drain — ${N} leads POSTed through the API, into PostgreSQL and emailed to a local SMTP server`);
  md.push('');
  md.push(
    table(
      [
        'worker concurrency (c)',
        'POST req/s',
        'rows/s',
        'emails/s',
        'POST→row p50 ms',
        'POST→row p95 ms',
        'POST→email p50 ms',
        'POST→email p95 ms',
        'rows / emails',
      ],
      burst.map((r) => [
        r.concurrency,
        fmt(r.postRate),
        fmt(r.rowsPerSecond),
        fmt(r.emailsPerSecond),
        fmt(r.toRow.p50),
        fmt(r.toRow.p95),
        fmt(r.toEmail.p50),
        fmt(r.toEmail.p95),
        `${r.rows} / ${r.emails}${r.failures ? ` (${r.failures} POSTs failed)` : ''}${r.extraEmails ? ` (+${r.extraEmails} repeated)` : ''}${r.acknowledgements ? `, ${r.acknowledgements} acknowledgements` : ''}`,
      ]),
    ),
  );
  md.push('');
  md.push('Burst mode (above): the worker runs while the POSTs arrive; rates from the first POST to the last row/email.');
  md.push('Backlog mode (below): the queue is paused during the POSTs, then resumed; rates from the resume (pure worker drain).');
  md.push('');
  md.push(
    table(
      ['worker concurrency (c)', 'rows/s', 'emails/s', 'rows / emails'],
      backlog.map((r) => [r.concurrency, fmt(r.rowsPerSecond), fmt(r.emailsPerSecond), `${r.rows} / ${r.emails}`]),
    ),
  );
  md.push('');
  md.push(
    table(
      ['target', 'measured', 'verdict'],
      [
        [
          '≥ 1,000 leads/s into PostgreSQL',
          `best burst ${fmt(bestBurst.rowsPerSecond)}/s (c=${bestBurst.concurrency}); best backlog drain ${fmt(bestBacklog.rowsPerSecond)}/s (c=${bestBacklog.concurrency})`,
          verdict(
            bestBacklog.rowsPerSecond >= TARGETS.leadsPerSecond,
            `${fmt(TARGETS.leadsPerSecond - bestBacklog.rowsPerSecond)} leads/s short (${fmt((bestBacklog.rowsPerSecond / TARGETS.leadsPerSecond) * 100)}% of target)`,
          ),
        ],
        [
          'POST-to-email p95 ≤ 5 s',
          `best ${fmt(bestEmailP95.toEmail.p95)} ms (c=${bestEmailP95.concurrency}); worst ${fmt(Math.max(...burst.map((r) => r.toEmail.p95)))} ms`,
          verdict(bestEmailP95.toEmail.p95 <= TARGETS.emailP95Ms, `${fmt(bestEmailP95.toEmail.p95 - TARGETS.emailP95Ms)} ms over`),
        ],
      ],
      ['l', 'l', 'l'],
    ),
  );
  md.push('');
  md.push(
    `POSTs: ${POST_CONCURRENCY} in flight, each lead distinct. Completion polled every ${POLL_MS} ms; row times from a \`bench_stored_at timestamptz DEFAULT clock_timestamp()\` column added to the bench database after its migrations; emails timed on arrival at the sink by Message-ID. ` +
      `Database bench_drain, QUEUE_PREFIX=${QUEUE_PREFIX}; a fresh api + worker(s) per row; "N workers × c" = N worker processes of concurrency c each, on the same 2 cores as everything else. Load average (1 min) before/after: ${fmt(load0[0], 2)} / ${fmt(load1[0], 2)} on ${os.cpus().length} CPUs.`,
  );
  return { markdown: md.join('\n'), data: { results, load: [load0, load1] } };
}

if (isMain(import.meta.url)) await runBench('drain', main, { maxMs: 12 * 60_000 });
