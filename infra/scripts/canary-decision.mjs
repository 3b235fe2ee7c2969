// The rule that judges a canary from the browser reports (pure: figures in, decision out; canary-watch.mjs polls
// and acts). Error rate of a version = its errors / its views over the window. The canary is aborted when, with
// enough evidence (at least `minViews` views, or as many errors: a canary that cannot load sends errors and no
// views), its rate is above BOTH the absolute limit `maxErrorRate` and `maxRatio` times the stable version's rate
// (stable's rate counts once it has `minViews` views of its own; before that only the absolute limit applies),
// AND at least `minErrorClients` distinct clients reported its errors in the window. So a canary as noisy as a noisy
// stable is kept, one failing where stable does not is stopped, and reports cannot roll a canary back by their
// number: browser reports are unauthenticated, and one script can send any count of them, but only from the
// addresses it has (an IPv6 client counts as its /64).

/** @typedef {{ views: number, errors: number, errorClients?: number }} Counts */
/** @typedef {{ maxErrorRate: number, maxRatio: number, minViews: number, minErrorClients: number }} Thresholds */
/** @typedef {{ at: number, canary: Counts, stable: Counts }} Sample */

export const DEFAULT_THRESHOLDS = Object.freeze({ maxErrorRate: 0.02, maxRatio: 2, minViews: 50, minErrorClients: 5 });

/** errors / views; errors without any view (the remote did not load) is an infinite rate. */
export function errorRate({ views, errors }) {
  if (views > 0) return errors / views;
  return errors > 0 ? Number.POSITIVE_INFINITY : 0;
}

/** The increase of a counter between two readings (a lower reading means the API restarted: counted from 0). */
const increase = (latest, base) => (latest >= base ? latest - base : latest);

/**
 * A distinct-clients figure only grows while its set lives, so its increase is the clients new in the window: a
 * lower bound of those who reported in it (one that reported before too is not counted again), the safe side for an
 * abort.
 */
const difference = (latest, base) => ({
  views: increase(latest.views, base.views),
  errors: increase(latest.errors, base.errors),
  errorClients: increase(latest.errorClients ?? 0, base.errorClients ?? 0),
});

/**
 * The counts over the last `windowMs` of the samples (oldest first): the latest sample minus the newest one taken
 * at least `windowMs` before it, or minus the first sample while the watch is younger than the window.
 * @param {Sample[]} samples
 * @param {number} windowMs
 * @returns {{ canary: Counts, stable: Counts, seconds: number }}
 */
export function windowCounts(samples, windowMs) {
  const latest = samples.at(-1);
  if (!latest) throw new Error('no samples');
  let base = samples[0];
  for (const sample of samples) if (sample.at <= latest.at - windowMs) base = sample;
  return {
    canary: difference(latest.canary, base.canary),
    stable: difference(latest.stable, base.stable),
    seconds: (latest.at - base.at) / 1000,
  };
}

/** The sample no longer needed for a window of `windowMs` (the newest one old enough stays as its base). */
export function trimSamples(samples, windowMs) {
  const latest = samples.at(-1);
  if (!latest) return samples;
  let keepFrom = 0;
  samples.forEach((sample, index) => {
    if (sample.at <= latest.at - windowMs) keepFrom = index;
  });
  return samples.slice(keepFrom);
}

/**
 * @param {{ canary: Counts, stable: Counts, thresholds?: Thresholds }} o
 * @returns {{ decision: 'keep' | 'abort', reason: string, canaryRate: number, stableRate: number, limit: number, enough: boolean }}
 */
export function judgeCanary({ canary, stable, thresholds = DEFAULT_THRESHOLDS }) {
  const { maxErrorRate, maxRatio, minViews, minErrorClients = DEFAULT_THRESHOLDS.minErrorClients } = thresholds;
  const canaryRate = errorRate(canary);
  const stableRate = stable.views >= minViews ? errorRate(stable) : 0;
  const limit = Math.max(maxErrorRate, maxRatio * stableRate);
  const enough = Math.max(canary.views, canary.errors) >= minViews;
  if (!enough) return { decision: 'keep', reason: `fewer than ${minViews} canary views so far`, canaryRate, stableRate, limit, enough };
  const errorClients = canary.errorClients ?? 0;
  if (canaryRate > limit && errorClients < minErrorClients) {
    return {
      decision: 'keep',
      reason: `canary error rate ${formatRate(canaryRate)} is above ${formatRate(limit)}, but only ${errorClients} distinct clients reported errors (fewer than --min-error-clients ${minErrorClients})`,
      canaryRate,
      stableRate,
      limit,
      enough,
    };
  }
  if (canaryRate > limit) {
    return {
      decision: 'abort',
      reason: `canary error rate ${formatRate(canaryRate)} is above ${formatRate(limit)} (max of --max-error-rate ${maxErrorRate} and --max-ratio ${maxRatio} x stable ${formatRate(stableRate)}), errors from ${errorClients} distinct clients`,
      canaryRate,
      stableRate,
      limit,
      enough,
    };
  }
  return {
    decision: 'keep',
    reason: `canary error rate ${formatRate(canaryRate)} is within ${formatRate(limit)}`,
    canaryRate,
    stableRate,
    limit,
    enough,
  };
}

/** 0.034 -> "3.40%"; errors without views -> "errors without views". */
export function formatRate(rate) {
  return Number.isFinite(rate) ? `${(rate * 100).toFixed(2)}%` : 'errors without views';
}
