// node --test infra/scripts/canary-watch.test.mjs
// The watcher against a real API process (api/dist/main.js, its metrics behind METRICS_TOKEN, the releases file the
// watcher switches as its REMOTES_CONFIG_FILE) that browser reports are posted to: it aborts a canary whose render
// errors pass the rule (the CLI, exit 1, JSON lines with the figures), never on the reports of too few distinct
// clients, promotes a healthy one with --auto-promote, and reads the counters with the token.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_URL, dropDatabase, ensureDatabase, freePort, privateRedis, supervise, waitFor } from '@site/harness';
import { fetchCounts } from './canary-metrics.mjs';
import { watchCanary } from './canary-watch.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPT = path.join(ROOT, 'infra', 'scripts', 'canary-watch.mjs');
const TOKEN = randomBytes(24).toString('hex');
const STABLE = 'stable-1a2b3c';

let api;
let redis;
let apiUrl;
let databaseUrl;
let to;
let nextClient = 1;

const release = (canary) => ({
  services: {
    stable: `/_remotes/services/${STABLE}/mf-manifest.json`,
    canary: { version: canary, percent: 50, manifestUrl: `/_remotes/services/${canary}/mf-manifest.json` },
  },
});
const liveConfig = () => JSON.parse(readFileSync(path.join(to, 'remotes.json'), 'utf8'));

/** Posts one browser report as the shell does (through the gateway, which names the client in X-Forwarded-For). */
function post(kind, version, client) {
  return fetch(`${apiUrl}/api/client-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ kind, remote: 'services', version, route: '/services/process', ...(kind === 'view' ? {} : { message: 'boom' }) }),
  });
}

const newClient = () => {
  const client = nextClient++;
  return `198.51.${Math.floor(client / 250)}.${client % 250}`;
};

/** Posts browser reports, each from its own client address (`from`: all from that one). */
async function report(kind, version, times, from) {
  for (let i = 0; i < times; i += 1) {
    const answer = await post(kind, version, from ?? newClient());
    assert.equal(answer.status, 204, await answer.text());
  }
}

/**
 * Starts `canary` in the releases file and waits until the API serves it (it checks the file once a second): its
 * probe is one view of the canary, before any watch starts.
 */
async function deployCanary(canary) {
  writeFileSync(path.join(to, 'remotes.json'), JSON.stringify(release(canary)));
  await waitFor(async () => (await post('view', canary, '192.0.2.1')).status === 204, `the API serves ${canary}`, 10_000);
}

/**
 * Deploys `canary` and watches it in this process, every 0.2 s over a 60 s window, deciding from 5 views on against
 * a 2% error rate twice the stable one: every decision the watch logs (`onDecision` hears each as it comes) and the
 * promise of how the watch ended.
 * @param {string} canary
 * @param {{ durationSeconds: number, autoPromote: boolean, minErrorClients: number, onDecision?: (line: Record<string, unknown>) => void }} options
 */
async function watchNewCanary(canary, { durationSeconds, autoPromote, minErrorClients, onDecision = () => undefined }) {
  await deployCanary(canary);
  const lines = [];
  const outcome = watchCanary({
    remote: 'services',
    to,
    metricsUrl: `${apiUrl}/api/metrics`,
    token: TOKEN,
    windowSeconds: 60,
    intervalSeconds: 0.2,
    durationSeconds,
    autoPromote,
    thresholds: { maxErrorRate: 0.02, maxRatio: 2, minViews: 5, minErrorClients },
    log: (line) => {
      lines.push(line);
      onDecision(line);
    },
  });
  return { lines, outcome };
}

before(async () => {
  to = mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
  mkdirSync(path.join(to, 'services'));
  redis = await privateRedis();
  const url = new URL(DEFAULT_DATABASE_URL);
  url.pathname = `/canary_watch_${process.pid}`;
  databaseUrl = url.href;
  await ensureDatabase(databaseUrl);
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  api = await supervise({
    name: 'api',
    args: [path.join(ROOT, 'api', 'dist', 'main.js')],
    port,
    env: {
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `canarywatch${process.pid}`,
      METRICS_TOKEN: TOKEN,
      REMOTES_CONFIG_FILE: path.join(to, 'remotes.json'),
      LOG_LEVEL: 'warn',
    },
  });
});

after(async () => {
  await api?.stop();
  await redis?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
  rmSync(to, { recursive: true, force: true });
});

describe('canary-watch against a real API', { timeout: 180_000 }, () => {
  it('reads the counters with the token; without it the endpoint refuses', async () => {
    await deployCanary('token-check');
    await report('view', 'token-check', 1);
    await report('render-error', 'token-check', 1);
    assert.deepEqual((await fetchCounts({ metricsUrl: `${apiUrl}/api/metrics`, token: TOKEN, remote: 'services' })).get('token-check'), {
      views: 2,
      errors: 1,
      errorClients: 1,
    });
    await assert.rejects(fetchCounts({ metricsUrl: `${apiUrl}/api/metrics`, remote: 'services' }), /answered 40[13]/);
  });

  it('aborts a canary whose render errors pass the rule, by itself, and logs each decision with its figures (CLI)', async () => {
    const canary = 'canary-bad-9f8e';
    await deployCanary(canary);
    const child = spawn(
      process.execPath,
      [
        SCRIPT,
        'services',
        '--to',
        to,
        '--metrics-url',
        `${apiUrl}/api/metrics`,
        '--interval',
        '0.2',
        '--window',
        '60',
        '--min-views',
        '5',
        '--min-error-clients',
        '3',
      ],
      { env: { ...process.env, METRICS_TOKEN: TOKEN }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Reports counted before the watch started are not the window's: the first decision is the baseline.
    await waitFor(() => stdout.includes('"decision"'), 'the first decision', 30_000);

    await report('view', STABLE, 20);
    await report('view', canary, 5);
    await report('render-error', canary, 3);
    const code = await exited;
    assert.equal(code, 1, stderr);

    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const abort = lines.at(-1);
    assert.equal(abort.decision, 'abort');
    assert.equal(abort.applied, true);
    // The views went first; 1 in 5 is already far above 2%, but the abort waits for the third distinct client.
    assert.deepEqual(
      { canary: abort.canary, stable: abort.stable },
      {
        canary: { version: canary, percent: 50, views: 5, errors: 3, errorClients: 3, rate: 0.6 },
        stable: { version: STABLE, views: 20, errors: 0, errorClients: 0, rate: 0 },
      },
    );
    assert.equal(abort.window_s, 60);
    assert.equal(abort.limit, 0.02);
    assert.deepEqual(abort.thresholds, { maxErrorRate: 0.02, maxRatio: 2, minViews: 5, minErrorClients: 3 });
    assert.match(abort.reason, /canary error rate 60\.00% is above 2\.00% .*errors from 3 distinct clients/);
    assert.ok(
      lines.slice(0, -1).every((line) => line.decision === 'keep'),
      'keep until then',
    );

    // Everyone back on stable: the file holds the stable version alone, and the switch is in the deploy log.
    assert.equal(liveConfig().services, `/_remotes/services/${STABLE}/mf-manifest.json`);
    const log = readFileSync(path.join(to, 'services', 'deploys.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(log.at(-1).action, 'abort');
    assert.equal(log.at(-1).previousCanary.version, canary);
  });

  it('never aborts on the reports of fewer distinct clients than --min-error-clients, however many they send', async () => {
    const canary = 'canary-flooded-3c2d';
    const { lines, outcome } = await watchNewCanary(canary, { durationSeconds: 120, autoPromote: false, minErrorClients: 3 });
    await waitFor(() => lines.length > 0, 'the first decision');
    // One script from two addresses: 5 views and 50 render errors (a 1000% error rate) of the canary.
    await report('view', canary, 5, '203.0.113.70');
    await report('render-error', canary, 25, '203.0.113.70');
    await report('render-error', canary, 25, '203.0.113.71');
    await waitFor(() => lines.at(-1)?.canary.errors === 50, 'the watch saw the 50 errors');
    const flooded = lines.at(-1);
    assert.equal(flooded.decision, 'keep');
    assert.match(flooded.reason, /only 2 distinct clients reported errors \(fewer than --min-error-clients 3\)/);
    assert.equal(liveConfig().services.canary.version, canary, 'the canary still runs');
    // A third client's error: now the evidence holds.
    await report('render-error', canary, 1);
    assert.equal(await outcome, 'aborted');
    assert.equal(lines.at(-1).decision, 'abort');
    assert.equal(lines.at(-1).canary.errorClients, 3);
  });

  it('promotes a healthy canary after --duration with --auto-promote', async () => {
    const canary = 'canary-good-7a6b';
    let reported = false;
    const { lines, outcome } = await watchNewCanary(canary, {
      durationSeconds: 3,
      autoPromote: true,
      minErrorClients: 5,
      onDecision: () => {
        if (reported) return;
        reported = true;
        // One error in 60 views (1.7%) is within the limit.
        void report('view', canary, 60).then(() => report('uncaught-error', canary, 1));
      },
    });
    assert.equal(await outcome, 'promoted');
    const last = lines.at(-1);
    assert.equal(last.decision, 'promote');
    assert.equal(last.applied, true);
    assert.deepEqual(last.canary, { version: canary, percent: 50, views: 60, errors: 1, errorClients: 1, rate: Number((1 / 60).toFixed(6)) });
    assert.equal(liveConfig().services, `/_remotes/services/${canary}/mf-manifest.json`);
  });
});
