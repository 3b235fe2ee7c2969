// bench/altcha: what the lead forms' proof of work costs a visitor, in Debian's Chromium against the production
// build: the bytes the ALTCHA widget adds to /contact (gzip, level 9, as e2e/tests/budget.spec.ts counts them: its
// chunk and its worker file; the page loads it only with a lead form), and the time to solve a challenge at the
// API's difficulty (api/src/proof-of-work/proof-of-work-difficulty.ts), BENCH_ALTCHA_SOLVES (default 25) times each
// with the widget's default workers (navigator.hardwareConcurrency) and with one worker (a phone's single core,
// roughly). Each solve is the contact form's widget's verify(): the challenge GET, the workers, the solve.
//
//   node bench/altcha/run.mjs   (env BENCH_ALTCHA_SOLVES; CHROME_PATH, default /usr/bin/chromium)
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { fmt, isMain, log, onCleanup, percentile, runBench, table } from '../lib/common.mjs';
import { startBackend, startSite } from '../lib/stacks.mjs';

const PORTS = {
  site: 19680,
  api: 19630,
  smtp: 19625,
  remotes: { platform: 19701, services: 19702, company: 19703, contact: 19704 },
};
const SOLVES = Number(process.env.BENCH_ALTCHA_SOLVES ?? 25);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

/** The widget's files among what /contact loaded: the chunk that defines <altcha-widget>, and the solver worker. */
function isWidgetFile({ url, body }) {
  return /\/pbkdf2\.[0-9a-f]+\.js$/.test(url) || body.includes('"altcha-widget"');
}

/** Solves `count` challenges with the contact form's widget; per solve: total ms, the worker's own ms, the counter. */
function solveInPage(page, count, workers) {
  return page.evaluate(
    async ({ count, workers }) => {
      // Runs in the page (this file is type-checked without the DOM's types).
      const { document, navigator } = /** @type {any} */ (globalThis);
      const form = document.querySelector('form[aria-labelledby="contact-form-title"]');
      const widget = form?.querySelector('altcha-widget');
      if (!widget) throw new Error('the contact form has no <altcha-widget>');
      if (workers) await widget.configure({ workers });
      const solves = [];
      for (let i = 0; i < count; i++) {
        const startedAt = performance.now();
        const result = await widget.verify();
        const totalMs = performance.now() - startedAt;
        if (!result?.payload) throw new Error(`solve ${i + 1} failed (widget state ${widget.getState()})`);
        const { solution } = JSON.parse(atob(result.payload));
        solves.push({ totalMs, solveMs: solution.time, counter: solution.counter });
      }
      return { solves, workers: widget.getConfiguration().workers, cores: navigator.hardwareConcurrency };
    },
    { count, workers },
  );
}

function summary(label, run) {
  const totals = run.solves.map((s) => s.totalMs);
  const solves = run.solves.map((s) => s.solveMs);
  return [
    label,
    String(run.workers),
    String(run.solves.length),
    fmt(percentile(totals, 50)),
    fmt(Math.max(...totals)),
    fmt(percentile(solves, 50)),
    fmt(Math.max(...solves)),
  ];
}

async function main() {
  await startBackend({
    database: 'bench_altcha',
    queuePrefix: 'bench-altcha',
    apiPort: PORTS.api,
    smtpPort: PORTS.smtp,
    env: { RATE_LIMIT_MAX: '100000' },
  });
  const site = await startSite({ port: PORTS.site, apiPort: PORTS.api, remotePorts: PORTS.remotes });

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  onCleanup('chromium', () => browser.close());
  const page = await browser.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'other') return;
    pending.push(
      response.body().then(
        (body) =>
          void files.push({ url: new URL(response.url()).pathname, body: body.toString('utf8'), gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${site.url}/contact`, { waitUntil: 'networkidle' });
  // The worker file loads with the first solve; a warm-up solve also fills the browser's caches like a visitor's.
  await solveInPage(page, 1);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // Each worker fetches the solver file (the later ones from the cache): count every file once.
  const widgetFiles = [...new Map(files.filter(isWidgetFile).map((f) => [f.url, f])).values()];
  if (widgetFiles.length < 2)
    throw new Error(`expected the widget's chunk and worker on /contact, found ${widgetFiles.map((f) => f.url).join(', ') || 'none'}`);
  const widgetBytes = widgetFiles.reduce((sum, f) => sum + f.gzipBytes, 0);
  log(`widget on /contact: ${fmt(widgetBytes / 1024, 1)} KB gzip in ${widgetFiles.length} files`);

  const all = await solveInPage(page, SOLVES);
  log(
    `${SOLVES} solves with ${all.workers} workers: median ${fmt(
      percentile(
        all.solves.map((s) => s.totalMs),
        50,
      ),
    )} ms`,
  );
  const one = await solveInPage(page, SOLVES, 1);
  log(
    `${SOLVES} solves with 1 worker: median ${fmt(
      percentile(
        one.solves.map((s) => s.totalMs),
        50,
      ),
    )} ms`,
  );

  const markdown = [
    '### altcha',
    '',
    `The ALTCHA widget on /contact: ${fmt(widgetBytes / 1024, 1)} KB gzip (level 9) in ${widgetFiles.length} files, loaded with the lead form only:`,
    '',
    table(
      ['file', 'gzip bytes'],
      widgetFiles.map((f) => [f.url, fmt(f.gzipBytes)]),
      ['l', 'r'],
    ),
    '',
    `Solving at the API's difficulty in Chromium (${all.cores} cores here, load average ${os
      .loadavg()
      .map((l) => fmt(l, 1))
      .join(' ')} at the end): "total" is the widget's verify() (challenge GET, workers, solve), "solve" the workers' own time.`,
    '',
    table(
      ['run', 'workers', 'solves', 'total median ms', 'total worst ms', 'solve median ms', 'solve worst ms'],
      [summary('default workers', all), summary('one worker', one)],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ].join('\n');
  return {
    markdown,
    data: { widgetFiles: widgetFiles.map(({ url, gzipBytes }) => ({ url, gzipBytes })), widgetBytes, defaultWorkers: all, oneWorker: one },
  };
}

if (isMain(import.meta.url)) await runBench('altcha', main, { maxMs: 8 * 60_000 });
