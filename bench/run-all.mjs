// `npm run bench`: runs bench/web, bench/ingest, bench/drain, bench/pages, bench/inbox, bench/deep-json and bench/altcha one after another (each in its own process,
// each starting and stopping what it needs), writes bench/report.md and prints it.
//
//   npm run bench                       all seven
//   npm run bench -- ingest drain       a selection
// env BENCH_QUIET_WAIT_S (default 90): before each bench, wait at most this long for the CPUs to be mostly idle.
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, RESULTS_DIR, fmt, sleep } from './lib/common.mjs';

const BENCHES = [
  { name: 'web', script: 'web/run.mjs', maxMs: 40 * 60_000 }, // 28 routes × 3 Lighthouse runs
  { name: 'ingest', script: 'ingest/run.mjs', maxMs: 8 * 60_000 },
  { name: 'drain', script: 'drain/run.mjs', maxMs: 14 * 60_000 },
  { name: 'pages', script: 'pages/run.mjs', maxMs: 12 * 60_000 }, // 9 cells × 2 servers × (2 s warm-up + 8 s)
  { name: 'inbox', script: 'inbox/run.mjs', maxMs: 15 * 60_000 }, // 100,000 leads, 12 cases × 200 calls × 2, CSV export
  { name: 'deep-json', script: 'deep-json/run.mjs', maxMs: 10 * 60_000 }, // 4 body shapes × 20 POSTs, 2 × 30 health checks
  { name: 'altcha', script: 'altcha/run.mjs', maxMs: 8 * 60_000 }, // the widget's bytes, 2 × 25 solves in Chromium
];
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_S ?? 90) * 1000;

async function cpuTimes() {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0];
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = v[3] + (v[4] ?? 0);
  return { idle, total: v.reduce((a, b) => a + b, 0) };
}

/** Share of CPU time used (by anything) over `ms`. */
async function cpuBusy(ms = 2000) {
  const a = await cpuTimes();
  await sleep(ms);
  const b = await cpuTimes();
  return 1 - (b.idle - a.idle) / Math.max(1, b.total - a.total);
}

/** Waits (bounded) until the machine is mostly idle; other work on 2 cores distorts every figure. */
async function waitForQuiet() {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let busy = await cpuBusy();
  while (busy > 0.25 && Date.now() < deadline) {
    console.error(`[bench] CPUs ${fmt(busy * 100)}% busy with other work; waiting (at most ${Math.round((deadline - Date.now()) / 1000)} s more)`);
    await sleep(3000);
    busy = await cpuBusy();
  }
  return busy;
}

function runChild(bench) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(BENCH_DIR, bench.script)], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true, // its own process group, so a timeout can stop it and everything it started
    });
    const stop = (signal) => {
      try {
        process.kill(/** @type {number} */ (child.pid), signal); // the bench handles SIGTERM: it stops what it started
      } catch {}
    };
    const timer = setTimeout(() => {
      console.error(`[bench] ${bench.name} exceeded ${bench.maxMs / 60_000} min; stopping it`);
      stop('SIGTERM');
      setTimeout(() => {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
        } catch {}
      }, 30_000).unref();
    }, bench.maxMs);
    const forward = () => stop('SIGTERM');
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, signal, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const selected = process.argv.slice(2).length ? BENCHES.filter((b) => process.argv.slice(2).includes(b.name)) : BENCHES;
const startedAt = new Date();
const sections = [];
const summary = [];
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
});
for (const bench of selected) {
  if (interrupted) break;
  await rm(path.join(RESULTS_DIR, `${bench.name}.md`), { force: true });
  const busy = await waitForQuiet();
  console.error(
    `[bench] ${bench.name}: starting (CPUs ${fmt(busy * 100)}% busy with other work, load ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')})`,
  );
  const outcome = await runChild(bench);
  let section;
  try {
    section = await readFile(path.join(RESULTS_DIR, `${bench.name}.md`), 'utf8');
  } catch {
    section = `### ${bench.name}\n\n**FAILED**: no result (exit ${outcome.code ?? outcome.signal}).\n`;
  }
  sections.push(
    `${section.trim()}\n\n_${bench.name}: ${fmt(outcome.seconds)} s, exit ${outcome.code ?? outcome.signal}; other work kept the CPUs ${fmt(busy * 100)}% busy just before it started._`,
  );
  summary.push(`${bench.name} ${outcome.code === 0 ? 'ok' : 'FAILED'} (${fmt(outcome.seconds)} s)`);
}

const cpus = os.cpus();
const report = [
  '# Benchmark report',
  '',
  `${startedAt.toISOString()} · Node ${process.version} · ${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · ${fmt(os.totalmem() / 2 ** 30, 1)} GiB · \`npm run bench\``,
  '',
  `Benches: ${summary.join(', ')}. Targets are checked per bench below (PASS / MISS).`,
  '',
  sections.join('\n\n'),
  '',
].join('\n');
const file = path.join(BENCH_DIR, 'report.md');
await writeFile(file, report);
process.stdout.write(`\n${report}\n(written to ${path.relative(process.cwd(), file) || file})\n`);
process.exitCode = summary.every((s) => s.includes(' ok ')) ? 0 : 1;
