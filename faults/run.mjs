#!/usr/bin/env node
// Fault-injection test of the lead pipeline (`npm run test:faults`, `node faults/run.mjs --quick` in CI).
// Starts a private Redis (AOF, appendfsync always, noeviction), a private PostgreSQL cluster and an in-process
// SMTP server on free loopback ports, and the built api and worker as child processes; sends a steady stream
// of distinct leads (Idempotency-Key each, retried with the same key) while the chaos schedule kills and stops
// things; drains; removes every completed job and replays a sample of leads (nothing new may happen); then checks
// that the acknowledged ids are exactly the stored rows, all emailed. Prints the
// table, the checks and a final line `N passed, M failed`; exits 1 when a check fails. See faults/README.md.
import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fetchSolvedProofOfWork, freePort, PrivatePostgres, PrivateRedis, run, sleep, SmtpTestServer, Supervised } from '@site/harness';
import { Chaos, estimatedChaosMs } from './lib/chaos.mjs';
import { onCleanup, runCleanup } from './lib/cleanup.mjs';
import { checkInvariants, leadIdOfMessageId } from './lib/invariants.mjs';
import { LeadClient } from './lib/lead-client.mjs';
import { readOptions, seededRandom } from './lib/options.mjs';
import { readQueueState } from './lib/queue-state.mjs';
import { replayAfterJobRemoval } from './lib/replay-after-removal.mjs';
import { checksReport, resultTable } from './lib/report.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const SALES_EMAIL = 'sales@faults.surface-harvester.test';
const DRAIN_POLL_MS = 1000;
const DRAIN_SETTLE_MS = 2000;
/** The worker's sweeper, scaled down: every 5 s it re-enqueues leads stored but not emailed for 30 s whose job is gone. */
const SWEEP_INTERVAL_MS = 5000;
const RENOTIFY_AFTER_MS = 30_000;
/** The worker's per-domain hourly cap of acknowledgements to leads (its default, set explicitly for the check). */
const ACKNOWLEDGEMENT_CAP = 5;

const started = Date.now();
const log = (line) => console.log(`[faults ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

let tmpDir;
let keepLogsDir;
let finishing;

/** Stops everything, keeps the logs when asked (or on failure), removes the temp folder; then exits. */
function finish(code, { keepLogs = false } = {}) {
  finishing ??= (async () => {
    await runCleanup((line) => log(line));
    if (tmpDir) {
      if (keepLogs && keepLogsDir) {
        await mkdir(keepLogsDir, { recursive: true });
        await cp(path.join(tmpDir, 'logs'), keepLogsDir, { recursive: true }).catch((error) => log(`could not keep logs: ${error.message}`));
        log(`logs kept in ${path.relative(process.cwd(), keepLogsDir) || keepLogsDir}`);
      }
      await rm(tmpDir, { recursive: true, force: true, maxRetries: 3 });
    }
    process.exit(code);
  })();
  return finishing;
}

let interrupted = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted += 1;
    if (interrupted > 1) process.exit(130); // the exit fallbacks kill what is left
    log(`${signal}: stopping everything it started (again to force)`);
    void finish(130, { keepLogs: true });
  });
}

async function migrate(databaseUrl) {
  const result = await run(process.execPath, [path.join(repoRoot, 'packages/persistence/dist/cli/migrate.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    check: false,
  });
  if (result.code !== 0) throw new Error(`migrations failed: ${(result.stderr || result.stdout).trim()}`);
  log(result.stdout.trim());
}

async function readRows(postgres) {
  return postgres.query('SELECT id::text AS id, notified_at, notification_message_id, verdict FROM contact_submissions');
}

/** How many of a run's leads come with a solved proof of work (as a browser's form sends them; see LeadClient). */
const PROOF_OF_WORK_LEADS = 50;

/** Solved proofs of work for the first leads, fetched from the run's API before any fault starts. */
async function solveProofs(apiUrl, count) {
  const proofs = [];
  for (let index = 0; index < count; index += 1) proofs.push(await fetchSolvedProofOfWork(apiUrl));
  return proofs;
}

/**
 * Waits until every acknowledged lead has an emailed row and its email was recorded. Bounded by `timeoutMs`,
 * and gives up earlier when leads are missing but the queue has had no lead job left to run for longer than the
 * sweeper needs to re-enqueue a lost one (`idleLimitMs`): nothing will change any more.
 */
async function drain({ postgres, smtp, client, redis, queuePrefix, timeoutMs, idleLimitMs }) {
  const ackedIds = new Set(client.leads.filter((l) => l.outcome === 'acknowledged').map((l) => l.id));
  const deadline = Date.now() + timeoutMs;
  let lastReport = 0;
  let idleSince;
  while (Date.now() < deadline) {
    let rows;
    try {
      rows = await readRows(postgres);
    } catch (error) {
      log(`drain: PostgreSQL read failed (${error.message}); retrying`);
      await sleep(DRAIN_POLL_MS);
      continue;
    }
    const emailed = new Set(smtp.messages.map((m) => leadIdOfMessageId(m.messageId)));
    const notified = rows.filter((r) => r.notified_at).length;
    const rowIds = new Set(rows.map((r) => r.id));
    const missingRows = [...ackedIds].filter((id) => !rowIds.has(id)).length;
    const missingEmails = [...ackedIds].filter((id) => !emailed.has(id)).length;
    if (Date.now() - lastReport >= 5000) {
      lastReport = Date.now();
      log(
        `drain: ${rows.length} rows (${notified} notified) of ${ackedIds.size} acknowledged, ${smtp.messages.length} emails, ${missingEmails} acknowledged leads without email`,
      );
    }
    const queue = await readQueueState(redis, queuePrefix).catch(() => undefined);
    const pendingJobs = queue ? Object.values(queue.pending).reduce((a, b) => a + b, 0) : 1;
    // Done only when the queue is empty too: a worker killed after its email went out leaves the job active until
    // its lock expires and the stalled-job check hands it to the next worker, which completes it (already emailed).
    if (missingRows === 0 && missingEmails === 0 && notified === rows.length && pendingJobs === 0) return true;
    if (pendingJobs > 0) idleSince = undefined;
    else idleSince ??= Date.now();
    if (idleSince !== undefined && Date.now() - idleSince > idleLimitMs) {
      log(
        `drain: no lead job left to run for ${idleLimitMs / 1000} s while ${missingEmails} acknowledged leads have no email (${queue?.failed.length} dead letters): giving up`,
      );
      return false;
    }
    await sleep(DRAIN_POLL_MS);
  }
  return false;
}

async function main() {
  const options = readOptions();
  const runId = randomBytes(4).toString('hex');
  const random = seededRandom(options.seed);
  keepLogsDir = path.join(repoRoot, 'faults', '.logs', `${new Date().toISOString().replace(/[:.]/g, '-')}-${runId}`);
  log(
    `${options.mode} run ${runId}: ${options.leads} leads, ${options.outageMs / 1000} s outages, seed ${options.seed} ` +
      `(replay: --seed ${options.seed}${options.mode === 'quick' ? ' --quick' : ''})`,
  );

  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'faults-'));
  await chmod(tmpDir, 0o755); // the postgres user must reach its folders inside
  const logDir = path.join(tmpDir, 'logs');
  await mkdir(logDir);
  await chmod(logDir, 0o777);

  const [pgPort, redisPort, smtpPort, apiPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const postgres = await PrivatePostgres.create({
    port: pgPort,
    dir: path.join(tmpDir, 'postgres'),
    logFile: path.join(logDir, 'postgres.log'),
    database: 'faults',
  });
  const redis = await PrivateRedis.create({ port: redisPort, dir: path.join(tmpDir, 'redis'), logFile: path.join(logDir, 'redis.log') });
  // Records every message (Message-ID, envelope, arrival time); the raw text is not kept (thousands of messages).
  const smtp = new SmtpTestServer({ port: smtpPort, keepRaw: false });
  onCleanup('postgres', () => postgres.stop());
  onCleanup('redis', () => redis.stop());
  onCleanup('smtp', () => smtp.stop());

  await postgres.start();
  await migrate(postgres.url);
  log(`PostgreSQL on 127.0.0.1:${pgPort}`);
  await redis.start();
  log(`Redis on 127.0.0.1:${redisPort} (AOF, appendfsync always, noeviction)`);
  await smtp.start();
  log(`SMTP on 127.0.0.1:${smtpPort}`);

  const queuePrefix = `faults${runId}`;
  const common = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: queuePrefix,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    // Production refuses to run without a claim-link key of its own; one per run, shared by api and worker.
    CLAIM_TOKEN_SECRET: randomBytes(32).toString('hex'),
    // ... and without a staff session key of its own (the api's).
    STAFF_SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  // Run the way a process manager would: restarted when they exit on their own, in their own process group (a
  // Ctrl-C reaches only this run, which stops them), output appended to a log file.
  const supervision = { cwd: repoRoot, restartDelayMs: 1000, detached: true, stopTimeoutMs: 20_000, readyTimeoutMs: 60_000, log };
  const api = new Supervised({
    ...supervision,
    name: 'api',
    args: [path.join(repoRoot, 'api/dist/main.js')],
    env: { ...common, API_PORT: String(apiPort), API_HOST: '127.0.0.1', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_WINDOW: '1 minute' },
    port: apiPort,
    logFile: path.join(logDir, 'api.log'),
    echo: options.verbose,
  });
  const worker = new Supervised({
    ...supervision,
    name: 'worker',
    args: [path.join(repoRoot, 'worker/dist/main.js')],
    env: {
      ...common,
      SMTP_URL: smtp.url,
      SALES_EMAIL,
      WORKER_CONCURRENCY: '4',
      // Retry waits shrunk 100× (first retry 50 ms, capped at 36 s) so outages drain within the run.
      LEAD_BACKOFF_SCALE: '0.01',
      // A killed worker's jobs are taken over within seconds instead of 30 s.
      LOCK_DURATION_MS: '5000',
      STALLED_INTERVAL_MS: '2000',
      SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
      RENOTIFY_AFTER_MS: String(RENOTIFY_AFTER_MS),
      SHUTDOWN_TIMEOUT_MS: '5000',
      // No metrics server: the fault run must not take (or clash on) the machine's port 9464.
      WORKER_METRICS_PORT: '0',
      // Every lead of a run has the same email domain: all but this many acknowledgements are dropped by the cap.
      LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN: String(ACKNOWLEDGEMENT_CAP),
    },
    readyLine: /"msg":"worker ready"/,
    logFile: path.join(logDir, 'worker.log'),
    echo: options.verbose,
  });
  onCleanup('api', () => api.stop());
  await api.start();
  log(`api on 127.0.0.1:${apiPort}`);
  onCleanup('worker', () => worker.stop());
  await worker.start();
  log('worker ready');

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const solving = Date.now();
  const proofs = await solveProofs(apiUrl, Math.min(PROOF_OF_WORK_LEADS, options.leads));
  log(`${proofs.length} proofs of work solved in ${((Date.now() - solving) / 1000).toFixed(1)} s (the first leads come as a browser's form)`);
  const client = new LeadClient({ apiUrl, runId, retryBudgetMs: options.retryBudgetMs, random, proofs });
  const chaos = new Chaos({ services: { api, worker, redis, postgres, smtp }, options, random, log });
  const streamMs = estimatedChaosMs(options);
  log(`sending ${options.leads} leads over ~${(streamMs / 1000).toFixed(0)} s while the chaos schedule runs`);

  const workerKills = chaos.killWorkerRepeatedly();
  const results = await Promise.allSettled([chaos.run(), client.stream({ total: options.leads, durationMs: streamMs })]);
  chaos.stopWorkerKills = true;
  await workerKills;
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  const acknowledged = client.leads.filter((l) => l.outcome === 'acknowledged').length;
  log(`stream done: ${acknowledged}/${options.leads} acknowledged; chaos done; draining (at most ${options.drainTimeoutMs / 1000} s)`);

  if (!worker.running) await worker.start();
  const drained = await drain({
    postgres,
    smtp,
    client,
    redis,
    queuePrefix,
    timeoutMs: options.drainTimeoutMs,
    idleLimitMs: RENOTIFY_AFTER_MS + 3 * SWEEP_INTERVAL_MS,
  });
  log(drained ? 'drained' : 'drain timed out: checking what is there');
  await sleep(DRAIN_SETTLE_MS); // late duplicates, if any, arrive now
  const replay = await replayAfterJobRemoval({ client, redis, queuePrefix, readRows: () => readRows(postgres), smtp, random, log });
  await worker.stop(); // final state: nothing changes any more
  await api.stop();

  const rows = await readRows(postgres);
  const queue = await readQueueState(redis, queuePrefix);
  const sweeperRequeues = await countLogLines(path.join(logDir, 'worker.log'), 'un-emailed lead had no job: re-enqueued');
  const { checks, figures } = checkInvariants({
    leads: client.leads,
    idMismatches: client.idMismatches,
    rows,
    messages: smtp.messages,
    queue,
    salesEmail: SALES_EMAIL,
    chaos: chaos.counts,
    options,
    smtpRefusals: smtp.refusals,
    acknowledgementCap: ACKNOWLEDGEMENT_CAP,
    proofLeads: client.proofs.length,
    replay,
  });

  console.log(`\nFault timeline (${options.mode}, seed ${options.seed}):`);
  for (const e of chaos.events) console.log(`  t+${(e.atMs / 1000).toFixed(1).padStart(6)} s  ${e.fault.padEnd(8)} ${e.detail}`);
  console.log(
    `\nResult (${options.mode}: ${options.leads} leads, ${options.outageMs / 1000} s outages, ${((Date.now() - started) / 1000).toFixed(0)} s in all):`,
  );
  console.log(resultTable({ options, client, figures }));
  console.log(
    `  worker SIGKILLs ${chaos.counts.workerKills}, worker starts ${worker.starts} (exits on its own ${worker.unexpectedExits}), ` +
      `api starts ${api.starts}, redis starts ${redis.starts}; sweeper re-enqueues ${sweeperRequeues}; ` +
      `jobs completed ${queue.completed}`,
  );
  if (figures.duplicateIds.length)
    console.log(`  duplicate emails for: ${figures.duplicateIds.slice(0, 10).join(', ')}${figures.duplicateIds.length > 10 ? ' …' : ''}`);
  const { text, passed, failed } = checksReport(checks);
  console.log(`\nChecks:\n${text}\n`);
  console.log(`${passed} passed, ${failed} failed`);
  await finish(failed === 0 ? 0 : 1, { keepLogs: failed > 0 || options.keepLogs });
}

async function countLogLines(file, needle) {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line.includes(needle)).length;
}

main().catch(async (error) => {
  console.error(`\n[faults] run aborted: ${error.stack ?? error.message}`);
  console.log('0 passed, 1 failed');
  await finish(1, { keepLogs: true });
});
