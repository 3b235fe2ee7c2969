// Watches a remote's running canary and rolls it back by itself: polls the API's metrics endpoint, compares the
// canary version's browser error rate with the stable version's over a sliding window (canary-decision.mjs) and
// aborts the canary (everyone back on stable) when the rule says so. After --duration without trouble it promotes
// the canary (--auto-promote) or reports that it passed. Every decision is one JSON line on stdout with the figures
// it used. `deploy-remote.mjs <remote> --canary <p> --watch` runs it right after publishing the canary.
//
//   node infra/scripts/canary-watch.mjs <remote> --to <dir> --metrics-url <url> [--window 300] [--interval 15]
//        [--duration 1800] [--max-error-rate 0.02] [--max-ratio 2] [--min-views 50] [--min-error-clients 5]
//        [--auto-promote]
//   env METRICS_TOKEN: sent as Bearer token to the metrics endpoint when set
// Exit codes: 0 the canary passed (promoted, or reported healthy / left running), 1 the canary was aborted or the
// watch failed, 2 usage.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { reportedVersion } from '@site/composition/remote-releases';
import { DEFAULT_THRESHOLDS, judgeCanary, trimSamples, windowCounts } from './canary-decision.mjs';
import { fetchCounts } from './canary-metrics.mjs';
import { parseEnvPart, REMOTE_NAMES } from '@site/config';
import { abortCanary, promoteCanary, readReleases } from './remote-releases-file.mjs';

/**
 * The API's metrics token (METRICS_TOKEN, validated by @site/config), sent as a Bearer token when set.
 * @param {Record<string, string | undefined>} env
 */
export function metricsTokenFrom(env) {
  return parseEnvPart('canary watch', env, ['METRICS_TOKEN']).METRICS_TOKEN;
}

export const WATCH_DEFAULTS = Object.freeze({ window: 300, interval: 15, duration: 1800, ...DEFAULT_THRESHOLDS });

/** The watch's options, shared with deploy-remote.mjs (parseArgs form). */
export const WATCH_OPTIONS = /** @type {const} */ ({
  'metrics-url': { type: 'string' },
  window: { type: 'string' },
  interval: { type: 'string' },
  duration: { type: 'string' },
  'max-error-rate': { type: 'string' },
  'max-ratio': { type: 'string' },
  'min-views': { type: 'string' },
  'min-error-clients': { type: 'string' },
  'auto-promote': { type: 'boolean', default: false },
});

export const WATCH_HELP = `  --metrics-url <url>     the API's Prometheus endpoint (…/api/metrics); env METRICS_TOKEN is sent as Bearer token
  --window <s>            sliding window the error rates are computed over (default ${WATCH_DEFAULTS.window})
  --interval <s>          time between two polls (default ${WATCH_DEFAULTS.interval})
  --duration <s>          how long to watch before the canary counts as passed (default ${WATCH_DEFAULTS.duration})
  --max-error-rate <r>    abort above this canary error rate (errors / views; default ${WATCH_DEFAULTS.maxErrorRate}) …
  --max-ratio <x>         … when it is also above x times the stable version's rate (default ${WATCH_DEFAULTS.maxRatio})
  --min-views <n>         canary views (or errors) needed before deciding (default ${WATCH_DEFAULTS.minViews})
  --min-error-clients <n> distinct clients (addresses; IPv6 per /64) that must have reported canary errors in the
                          window before it is aborted: reports are unauthenticated (default ${WATCH_DEFAULTS.minErrorClients})
  --auto-promote          promote the canary after --duration without trouble (default: only report)`;

/** Thrown for a bad watch option (a usage error, exit 2). */
export class WatchUsageError extends Error {}

function positiveNumber(values, option, fallback, { integer = false } = {}) {
  const raw = values[option];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new WatchUsageError(`--${option} must be a positive ${integer ? 'integer' : 'number'} (got "${raw}")`);
  }
  return value;
}

/**
 * The watch settings from parsed options.
 * @param {Record<string, unknown>} values
 */
export function watchSettingsFrom(values) {
  const metricsUrl = values['metrics-url'];
  if (typeof metricsUrl !== 'string' || !/^https?:\/\//.test(metricsUrl))
    throw new WatchUsageError('--metrics-url <http(s) URL> is required to watch');
  const maxErrorRate = positiveNumber(values, 'max-error-rate', WATCH_DEFAULTS.maxErrorRate);
  if (maxErrorRate >= 1) throw new WatchUsageError('--max-error-rate is a share of views: between 0 and 1');
  return {
    metricsUrl,
    windowSeconds: positiveNumber(values, 'window', WATCH_DEFAULTS.window),
    intervalSeconds: positiveNumber(values, 'interval', WATCH_DEFAULTS.interval),
    durationSeconds: positiveNumber(values, 'duration', WATCH_DEFAULTS.duration),
    autoPromote: values['auto-promote'] === true,
    thresholds: {
      maxErrorRate,
      maxRatio: positiveNumber(values, 'max-ratio', WATCH_DEFAULTS.maxRatio),
      minViews: positiveNumber(values, 'min-views', WATCH_DEFAULTS.minViews, { integer: true }),
      minErrorClients: positiveNumber(values, 'min-error-clients', WATCH_DEFAULTS.minErrorClients, { integer: true }),
    },
  };
}

/** A rate for the log: a number, or null for errors without any view. */
const loggedRate = (rate) => (Number.isFinite(rate) ? Number(rate.toFixed(6)) : null);

const ZERO = Object.freeze({ views: 0, errors: 0, errorClients: 0 });

/**
 * Watches `remote`'s canary in `<to>/remotes.json` until it is aborted, passes, or disappears.
 * @param {object} o
 * @param {string} o.remote
 * @param {string} o.to
 * @param {string} o.metricsUrl
 * @param {string} [o.token]
 * @param {number} o.windowSeconds
 * @param {number} o.intervalSeconds
 * @param {number} o.durationSeconds
 * @param {boolean} o.autoPromote
 * @param {import('./canary-decision.mjs').Thresholds} o.thresholds
 * @param {(line: Record<string, unknown>) => void} [o.log]  one decision (default: a JSON line on stdout)
 * @param {AbortSignal} [o.signal]
 * @returns {Promise<'aborted' | 'promoted' | 'passed' | 'inconclusive' | 'gone'>}
 */
export async function watchCanary({
  remote,
  to,
  metricsUrl,
  token,
  windowSeconds,
  intervalSeconds,
  durationSeconds,
  autoPromote,
  thresholds,
  log = (line) => console.log(JSON.stringify(line)),
  signal,
}) {
  const started = readReleases(to)[remote];
  if (!started?.canary) throw new Error(`${remote} has no canary to watch`);
  const canaryVersion = started.canary.version;
  const stableVersion = reportedVersion(started.stable, remote);
  const startedAt = Date.now();
  /** @type {import('./canary-decision.mjs').Sample[]} */
  let samples = [];
  let first;

  const line = (decision, reason, figures, extra = {}) =>
    log({
      at: new Date().toISOString(),
      remote,
      decision,
      reason,
      window_s: windowSeconds,
      observed_s: figures ? Number(figures.seconds.toFixed(1)) : 0,
      canary: { version: canaryVersion, percent: started.canary?.percent, ...(figures?.canary ?? ZERO), rate: loggedRate(figures?.canaryRate ?? 0) },
      stable: { version: stableVersion, ...(figures?.stable ?? ZERO), rate: loggedRate(figures?.stableRate ?? 0) },
      limit: figures ? loggedRate(figures.limit) : null,
      thresholds,
      ...extra,
    });

  for (;;) {
    const current = readReleases(to)[remote];
    if (current?.canary?.version !== canaryVersion) {
      line('gone', `the canary ${canaryVersion} is no longer running (promoted or aborted by someone else)`, undefined);
      return 'gone';
    }
    let counts;
    try {
      counts = await fetchCounts({ metricsUrl, token, remote });
    } catch (error) {
      line('keep', `metrics unreachable: ${error.message}`, undefined);
    }
    if (counts) {
      const sample = { at: Date.now(), canary: counts.get(canaryVersion) ?? ZERO, stable: counts.get(stableVersion) ?? ZERO };
      first ??= sample;
      samples = trimSamples([...samples, sample], windowSeconds * 1000);
      const window = windowCounts(samples, windowSeconds * 1000);
      const verdict = judgeCanary({ canary: window.canary, stable: window.stable, thresholds });
      const figures = { ...window, ...verdict };
      if (verdict.decision === 'abort') {
        abortCanary({ to, remote, reason: verdict.reason });
        line('abort', `${verdict.reason}; canary aborted, every visitor is back on ${stableVersion}`, figures, { applied: true });
        return 'aborted';
      }
      if (Date.now() - startedAt >= durationSeconds * 1000) {
        // The end: judged over the whole watch, so a quiet last window does not hide the evidence gathered before.
        const whole = windowCounts([first, sample], Number.POSITIVE_INFINITY);
        const final = judgeCanary({ canary: whole.canary, stable: whole.stable, thresholds });
        const totals = { ...whole, ...final };
        if (!final.enough) {
          line('keep', `${durationSeconds} s passed with ${final.reason}: not enough evidence to promote; the canary keeps running`, totals, {
            final: true,
          });
          return 'inconclusive';
        }
        if (autoPromote) promoteCanary({ to, remote, reason: `passed ${durationSeconds} s: ${final.reason}` });
        line(
          'promote',
          autoPromote
            ? `passed ${durationSeconds} s (${final.reason}); promoted to stable`
            : `passed ${durationSeconds} s (${final.reason}); promote with deploy-remote.mjs ${remote} --to <dir> --promote`,
          totals,
          { applied: autoPromote, final: true },
        );
        return autoPromote ? 'promoted' : 'passed';
      }
      line('keep', verdict.reason, figures);
    }
    await sleep(intervalSeconds * 1000, undefined, { signal });
  }
}

const USAGE = `usage: canary-watch.mjs <${REMOTE_NAMES.join('|')}> --to <dir> --metrics-url <url> [options]`;

export async function main(argv = process.argv.slice(2)) {
  let remote;
  let to;
  let settings;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { to: { type: 'string' }, help: { type: 'boolean' }, ...WATCH_OPTIONS },
    });
    if (values.help) {
      console.log(`${USAGE}\n\n  --to <dir>              the folder of published versions and the live remotes.json\n${WATCH_HELP}`);
      return 0;
    }
    [remote] = positionals;
    if (!remote || positionals.length !== 1 || !REMOTE_NAMES.includes(remote)) throw new WatchUsageError('name exactly one known remote');
    if (!values.to) throw new WatchUsageError('--to <dir> is required');
    to = values.to;
    settings = watchSettingsFrom(values);
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  try {
    const outcome = await watchCanary({ remote, to, token: metricsTokenFrom(process.env), ...settings });
    return outcome === 'aborted' ? 1 : 0;
  } catch (error) {
    console.error(`canary watch of ${remote} failed: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
