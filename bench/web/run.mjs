// bench/web: Lighthouse 12.8 (mobile preset, simulated throttling) with Debian Chromium against the production
// front end (the built remotes' static servers + gateway, plus the api/worker as `npm start` runs them), one route
// at a time, every route the remotes publish in dist/pages/_routes.json. Prints per-route scores and metrics,
// the worst of each, and what holds the worst route back.
//
// Each route is measured BENCH_WEB_RUNS times (default 3) and reported by Lighthouse's own median run
// (computeMedianRun: the run nearest the median FCP and TTI), as Lighthouse's variability guidance advises; the
// table also shows the median of each target's own figure over the runs (performance, LCP − FCP, TBT: the run
// Lighthouse picks is not the median of each) and the worst performance score and TBT of all runs, so no run is
// hidden.
//
//   node bench/web/run.mjs [--routes /,/pricing]       (env CHROME_PATH, default /usr/bin/chromium; BENCH_WEB_RUNS)
//
// With BENCH_WEB_TBT_TASKS=1 every run also logs the main-thread tasks its Total Blocking Time is made of, as
// Lighthouse's simulation places them (tbt-tasks.mjs).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { formatTbtTasks, tbtTasks } from './tbt-tasks.mjs';
import { REMOTE_NAMES } from '@site/config';
import { fmt, isMain, log, onCleanup, percentile, RESULTS_DIR, ROOT, runBench, table, verdict, withTimeout } from '../lib/common.mjs';
import { startBackend, startSite } from '../lib/stacks.mjs';

const PORTS = {
  site: 19080,
  api: 19030,
  smtp: 19025,
  remotes: { platform: 19101, services: 19102, company: 19103, contact: 19104 },
};
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The flags Debian Chromium needs here (without the background-networking ones it stalls on the closed network).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROUTE_TIMEOUT_MS = 150_000;
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const LOG_TBT_TASKS = process.env.BENCH_WEB_TBT_TASKS === '1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Performance 100, TBT at most 50 ms and the largest contentful paint within 100 ms of the first: every page is
// painted whole at once and answers at once (docs/performance.md).
const TARGETS = { performance: 100, accessibility: 95, 'best-practices': 95, seo: 100, cls: 0.02, tbtMs: 50, lcpAfterFcpMs: 100 };

/** Every route the remotes publish (dist/pages/_routes.json), and nothing else. */
export async function readRoutes() {
  const routes = [];
  for (const name of REMOTE_NAMES) {
    const file = path.join(ROOT, `mf-${name}`, 'dist', 'pages', '_routes.json');
    const list = JSON.parse(await readFile(file, 'utf8'));
    for (const route of list) routes.push({ path: route.path, remote: name });
  }
  return routes;
}

/** Starts a private Chromium with a DevTools port; resolves { port, stop }. */
async function launchChromium() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let exited = false;
  /** @type {Promise<void>} */
  const exitedPromise = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM'); // its own process group: the browser and its helpers
      } catch {}
      await Promise.race([exitedPromise, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
        } catch {}
      }
    }
    await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
  };
  const unregister = onCleanup(`chromium ${child.pid}`, stop);
  const port = await withTimeout(
    new Promise((resolve, reject) => {
      let buffer = '';
      child.stderr.on('data', (chunk) => {
        buffer += chunk;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(buffer);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`chromium exited (${code}) before listening: ${buffer.slice(-500)}`)));
    }),
    20_000,
    'chromium start',
  ).catch(async (error) => {
    unregister();
    await stop();
    throw error;
  });
  child.stderr.resume();
  return {
    port,
    async stop() {
      unregister();
      await stop();
    },
  };
}

const ATTEMPTS = 3;

/** One route; a run Lighthouse itself reports as broken (runtimeError, e.g. NO_NAVSTART under load) is repeated. */
async function lighthouseRoute(url) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    lhr = await lighthouseOnce(url);
    const broken = lhr.runtimeError || CATEGORIES.some((id) => lhr.categories[id]?.score == null);
    if (!broken) return { lhr, attempts: attempt };
    log(`web: ${url}: Lighthouse run ${attempt} broken (${lhr.runtimeError?.code ?? 'no score'})${attempt < ATTEMPTS ? '; again' : ''}`);
  }
  return { lhr, attempts: ATTEMPTS };
}

async function lighthouseOnce(url) {
  const chrome = await launchChromium();
  try {
    const runner = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      }),
      ROUTE_TIMEOUT_MS,
      `lighthouse ${url}`,
    );
    if (!runner?.lhr) throw new Error(`lighthouse returned no result for ${url}`);
    if (LOG_TBT_TASKS && !runner.lhr.runtimeError) log(`web: ${url}: ${formatTbtTasks(await tbtTasks(runner.artifacts, runner.lhr.configSettings))}`);
    return runner.lhr;
  } finally {
    await chrome.stop();
  }
}

function summarise(route, lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    route: route.path,
    remote: route.remote,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    lcpAfterFcpMs: num('largest-contentful-paint') - num('first-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    siMs: num('speed-index'),
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Audits that fail (score < 1, scored) in the accessibility, best-practices and SEO categories of one LHR. */
function failingNonPerfAudits(lhr) {
  const out = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0) continue;
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') continue;
      if (audit.score !== null && audit.score < 1) out.push({ category: id, id: ref.id, title: audit.title });
    }
  }
  return out;
}

/** What holds a route's performance back: opportunities, key diagnostics, the LCP element and its phases. */
function performanceAnalysis(lhr) {
  const lines = [];
  const perf = lhr.categories.performance;
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  lines.push(
    `Metric scores: ${metrics
      .map((id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue} (score ${fmt((lhr.audits[id].score ?? 0) * 100)})`)
      .join('; ')}`,
  );
  const opportunities = [];
  for (const ref of perf.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (metrics.includes(ref.id)) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || (audit.scoreDisplayMode === 'informative' && !audit.details)) continue;
    const ms = audit.metricSavings
      ? Object.entries(audit.metricSavings)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} −${Math.round(v)}${k === 'CLS' ? '' : ' ms'}`)
      : [];
    const bytes = audit.details?.overallSavingsBytes;
    opportunities.push(
      `- **${audit.title}**${audit.displayValue ? ` — ${audit.displayValue}` : ''}${ms.length ? ` (est. savings ${ms.join(', ')})` : ''}${bytes ? ` [${fmt(bytes / 1024)} KiB]` : ''}${topItems(audit)}`,
    );
  }
  if (opportunities.length) lines.push('Opportunities / diagnostics below 0.9:', ...opportunities);
  const lcpEl = lhr.audits['largest-contentful-paint-element'];
  const lcpItems = lcpEl?.details?.items ?? [];
  const node = lcpItems[0]?.items?.[0]?.node;
  if (node) lines.push(`LCP element: \`${(node.snippet ?? node.selector ?? '').slice(0, 160)}\` (${node.selector ?? ''})`);
  const phases = lcpItems[1]?.items;
  if (phases?.length) lines.push(`LCP phases: ${phases.map((p) => `${p.phase} ${fmt(p.timing)} ms`).join(', ')}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const weight = lhr.audits['total-byte-weight'];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const styles = requests.filter((r) => r.resourceType === 'Stylesheet');
  const kib = (list) => fmt(list.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024);
  lines.push(
    `Requests: ${requests.length} (${scripts.length} scripts ${kib(scripts)} KiB, ${styles.length} stylesheets ${kib(styles)} KiB transferred); total weight ${weight?.displayValue ?? 'n/a'}`,
  );
  const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? [];
  if (blocking.length) lines.push(`Render-blocking: ${blocking.map((i) => `${shortUrl(i.url)} (${fmt(i.wastedMs)} ms)`).join(', ')}`);
  const chains = lhr.audits['critical-request-chains']?.displayValue;
  if (chains) lines.push(`Critical request chains: ${chains}`);
  const mainThread = lhr.audits['mainthread-work-breakdown']?.displayValue;
  const bootup = lhr.audits['bootup-time']?.displayValue;
  lines.push(
    `Main-thread work ${mainThread ?? 'n/a'}; JS execution ${bootup ?? 'n/a'}; server response ${lhr.audits['server-response-time']?.displayValue ?? 'n/a'}`,
  );
  return lines.join('\n');
}

function shortUrl(url) {
  try {
    const u = new URL(url);
    return u.pathname.length > 70 ? `…${u.pathname.slice(-70)}` : u.pathname;
  } catch {
    return url;
  }
}

function topItems(audit) {
  const items = audit.details?.items ?? [];
  const named = items.filter((i) => typeof i.url === 'string').slice(0, 3);
  if (!named.length) return '';
  return `: ${named
    .map((i) => `${shortUrl(i.url)}${i.wastedBytes ? ` ${fmt(i.wastedBytes / 1024)} KiB` : ''}${i.wastedMs ? ` ${fmt(i.wastedMs)} ms` : ''}`)
    .join(', ')}`;
}

async function main() {
  const only = process.argv.includes('--routes') ? process.argv[process.argv.indexOf('--routes') + 1].split(',') : undefined;
  let routes = await readRoutes();
  if (only) routes = routes.filter((r) => only.includes(r.path));
  log(`web: ${routes.length} routes from ${REMOTE_NAMES.map((n) => `mf-${n}/dist/pages/_routes.json`).join(', ')}`);

  // The production front end as `npm start` serves it (built dist, gateway with compression and caching),
  // with the api/worker behind /api (no page calls them while loading, but the composition is complete).
  await startBackend({ database: 'bench_web', queuePrefix: 'bench-web', apiPort: PORTS.api, smtpPort: PORTS.smtp });
  const site = await startSite({ port: PORTS.site, apiPort: PORTS.api, remotePorts: PORTS.remotes });

  // Warm-up (first reads of the fragments and shell) and a status check of every route.
  const statuses = {};
  for (const route of routes) {
    const response = await fetch(`${site.url}${route.path}`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    statuses[route.path] = response.status;
  }

  const lhrDir = path.join(RESULTS_DIR, 'lighthouse');
  await mkdir(lhrDir, { recursive: true });
  const rows = [];
  const lhrs = {};
  for (const [i, route] of routes.entries()) {
    const url = `${site.url}${route.path}`;
    const started = Date.now();
    try {
      const runs = [];
      let attempts = 0;
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouseRoute(url);
        runs.push(result.lhr);
        attempts += result.attempts;
      }
      const lhr = RUNS > 1 ? computeMedianRun(runs) : runs[0];
      lhrs[route.path] = lhr;
      const slug = route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '_');
      await writeFile(path.join(lhrDir, `${slug}.json`), JSON.stringify(lhr));
      const row = summarise(route, lhr);
      const perRun = runs.map((r) => summarise(route, r));
      row.medianPerformance = percentile(
        perRun.map((r) => r.performance),
        50,
      );
      row.medianLcpAfterFcpMs = percentile(
        perRun.map((r) => r.lcpAfterFcpMs),
        50,
      );
      row.medianTbtMs = percentile(
        perRun.map((r) => r.tbtMs),
        50,
      );
      row.worstRunPerformance = Math.min(...perRun.map((r) => r.performance));
      row.worstRunTbtMs = Math.max(...perRun.map((r) => r.tbtMs));
      row.attempts = attempts;
      if (row.runtimeError) row.error = row.runtimeError;
      rows.push(row);
      log(
        `web [${i + 1}/${routes.length}] ${route.path}: median of ${RUNS}: perf ${row.performance} a11y ${row.accessibility} bp ${row['best-practices']} seo ${row.seo} LCP ${fmt(row.lcpMs)} ms TBT ${fmt(row.tbtMs)} ms CLS ${fmt(row.cls, 3)}; runs: perf ${perRun.map((r) => r.performance).join('/')} TBT ${perRun.map((r) => fmt(r.tbtMs)).join('/')} ms (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    } catch (error) {
      log(`web [${i + 1}/${routes.length}] ${route.path}: FAILED ${error.message}`);
      rows.push({ route: route.path, remote: route.remote, error: error.message });
    }
  }

  const ok = rows.filter((r) => !r.error);
  const min = (k) => Math.min(...ok.map((r) => r[k]).filter(Number.isFinite));
  const max = (k) => Math.max(...ok.map((r) => r[k]).filter(Number.isFinite));
  const worst = {
    performance: min('performance'),
    accessibility: min('accessibility'),
    'best-practices': min('best-practices'),
    seo: min('seo'),
    fcpMs: max('fcpMs'),
    lcpMs: max('lcpMs'),
    lcpAfterFcpMs: max('lcpAfterFcpMs'),
    tbtMs: max('tbtMs'),
    medianPerformance: min('medianPerformance'),
    medianLcpAfterFcpMs: max('medianLcpAfterFcpMs'),
    medianTbtMs: max('medianTbtMs'),
    cls: max('cls'),
    worstRunPerformance: min('worstRunPerformance'),
    worstRunTbtMs: max('worstRunTbtMs'),
  };
  const argWorst = (k, dir) => ok.filter((r) => r[k] === (dir === 'min' ? min(k) : max(k))).map((r) => r.route);

  const md = [];
  md.push('### Web — Lighthouse 12.8 mobile (simulated throttling), Debian Chromium, production build behind the gateway');
  md.push('');
  md.push(
    `Each route measured ${RUNS} time(s), each in a fresh browser; the columns are Lighthouse's median run (\`computeMedianRun\`), except "median of runs" (each figure's own median over the runs) and the last two (the worst of all its runs).`,
  );
  md.push('');
  md.push(
    `Lighthouse ${ok[0]?.lhr?.lighthouseVersion ?? lhrs[ok[0]?.route]?.lighthouseVersion ?? '?'}, ${lhrs[ok[0]?.route]?.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ${routes.length} routes (every \`mf-*/dist/pages/_routes.json\`), one fresh browser per route; HTTP status of each route: ${[...new Set(Object.values(statuses))].join(', ')}${Object.entries(
      statuses,
    )
      .filter(([, s]) => s !== 200)
      .map(([p, s]) => ` (${p}: ${s})`)
      .join('')}.`,
  );
  md.push('');
  md.push(
    table(
      [
        'route',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP ms',
        'LCP ms',
        'LCP − FCP',
        'TBT ms',
        'CLS',
        'median of runs: perf / LCP − FCP / TBT',
        'worst run perf',
        'worst run TBT ms',
      ],
      [
        ...rows.map((r) =>
          r.error
            ? [r.route, `error: ${r.error}`, '', '', '', '', '', '', '', '', '', '', '']
            : [
                r.route,
                r.performance,
                r.accessibility,
                r['best-practices'],
                r.seo,
                fmt(r.fcpMs),
                fmt(r.lcpMs),
                fmt(r.lcpAfterFcpMs),
                fmt(r.tbtMs),
                fmt(r.cls, 3),
                `${r.medianPerformance} / ${fmt(r.medianLcpAfterFcpMs)} / ${fmt(r.medianTbtMs)}`,
                r.worstRunPerformance,
                fmt(r.worstRunTbtMs),
              ],
        ),
        [
          '**worst**',
          `**${worst.performance}**`,
          `**${worst.accessibility}**`,
          `**${worst['best-practices']}**`,
          `**${worst.seo}**`,
          `**${fmt(worst.fcpMs)}**`,
          `**${fmt(worst.lcpMs)}**`,
          `**${fmt(worst.lcpAfterFcpMs)}**`,
          `**${fmt(worst.tbtMs)}**`,
          `**${fmt(worst.cls, 3)}**`,
          `**${worst.medianPerformance} / ${fmt(worst.medianLcpAfterFcpMs)} / ${fmt(worst.medianTbtMs)}**`,
          `**${worst.worstRunPerformance}**`,
          `**${fmt(worst.worstRunTbtMs)}**`,
        ],
      ],
    ),
  );
  md.push('');
  /** A target every route must meet, by one figure of each row: how many meet it and which do not. */
  const everyRoute = (label, key, meets, shown) => {
    const missed = ok.filter((r) => !meets(r[key]));
    return [
      label,
      shown(worst[key]),
      verdict(
        !missed.length,
        `${ok.length - missed.length}/${ok.length} routes meet it; not ${missed.map((r) => `${r.route} (${shown(r[key])})`).join(', ')}`,
      ),
    ];
  };
  const ms = (value) => `${fmt(value)} ms`;
  const targetRows = [
    everyRoute('performance 100, median run', 'performance', (v) => v >= TARGETS.performance, String),
    everyRoute('performance 100, median of runs', 'medianPerformance', (v) => v >= TARGETS.performance, String),
    everyRoute(`LCP − FCP ≤ ${TARGETS.lcpAfterFcpMs} ms, median run`, 'lcpAfterFcpMs', (v) => v <= TARGETS.lcpAfterFcpMs, ms),
    everyRoute(`LCP − FCP ≤ ${TARGETS.lcpAfterFcpMs} ms, median of runs`, 'medianLcpAfterFcpMs', (v) => v <= TARGETS.lcpAfterFcpMs, ms),
    everyRoute(`TBT ≤ ${TARGETS.tbtMs} ms, median run`, 'tbtMs', (v) => v <= TARGETS.tbtMs, ms),
    everyRoute(`TBT ≤ ${TARGETS.tbtMs} ms, median of runs`, 'medianTbtMs', (v) => v <= TARGETS.tbtMs, ms),
    [
      'accessibility ≥ 95',
      worst.accessibility,
      verdict(
        worst.accessibility >= TARGETS.accessibility,
        `${TARGETS.accessibility - worst.accessibility} points short on ${argWorst('accessibility', 'min').join(', ')}`,
      ),
    ],
    [
      'best practices ≥ 95',
      worst['best-practices'],
      verdict(
        worst['best-practices'] >= TARGETS['best-practices'],
        `${TARGETS['best-practices'] - worst['best-practices']} points short on ${argWorst('best-practices', 'min').join(', ')}`,
      ),
    ],
    ['SEO = 100', worst.seo, verdict(worst.seo >= TARGETS.seo, `${TARGETS.seo - worst.seo} points short on ${argWorst('seo', 'min').join(', ')}`)],
    [
      'CLS ≤ 0.02',
      fmt(worst.cls, 3),
      verdict(worst.cls <= TARGETS.cls, `${fmt(worst.cls - TARGETS.cls, 3)} over on ${argWorst('cls', 'max').join(', ')}`),
    ],
    ['every route measured', `${ok.length}/${routes.length}`, verdict(ok.length === routes.length, `${routes.length - ok.length} failed`)],
  ];
  md.push(table(['target (every route)', 'worst', 'verdict'], targetRows, ['l', 'r', 'l']));
  md.push('');

  // Failing non-performance audits across routes.
  const failing = new Map();
  for (const [route, lhr] of Object.entries(lhrs)) {
    for (const f of failingNonPerfAudits(lhr)) {
      const key = `${f.category}: ${f.title} (\`${f.id}\`)`;
      if (!failing.has(key)) failing.set(key, []);
      failing.get(key).push(route);
    }
  }
  if (failing.size) {
    md.push('Failing accessibility / best-practices / SEO audits:');
    for (const [key, list] of failing) md.push(`- ${key} — ${list.length} route(s): ${list.slice(0, 6).join(', ')}${list.length > 6 ? ', …' : ''}`);
    md.push('');
  }

  // What holds the worst route back.
  const worstPerf = [...ok].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[0];
  if (worstPerf) {
    md.push(
      `Worst performance route: \`${worstPerf.route}\` (score ${worstPerf.performance}, LCP ${fmt(worstPerf.lcpMs)} ms, TBT ${fmt(worstPerf.tbtMs)} ms, CLS ${fmt(worstPerf.cls, 3)})`,
    );
    md.push('');
    md.push(performanceAnalysis(lhrs[worstPerf.route]));
    md.push('');
  }
  const retried = rows.filter((r) => r.attempts > RUNS);
  if (retried.length)
    md.push(`Repeated because Lighthouse reported a broken run: ${retried.map((r) => `${r.route} (${r.attempts - RUNS} extra)`).join(', ')}.`, '');
  const warnings = [...new Set(ok.flatMap((r) => r.warnings))];
  if (warnings.length) md.push(`Lighthouse run warnings: ${warnings.join(' | ')}`, '');
  md.push(`Full Lighthouse JSON per route: \`bench/.results/lighthouse/\`.`);
  return { markdown: md.join('\n'), data: { rows, worst, statuses } };
}

if (isMain(import.meta.url)) await runBench('web', main, { maxMs: (10 + 8 * RUNS) * 60_000 });
