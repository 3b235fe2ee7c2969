// node --test infra/scripts/canary-decision.test.mjs
// The canary rule with real figures: when it keeps, when it aborts, and the sliding window it judges over.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_THRESHOLDS, errorRate, judgeCanary, trimSamples, windowCounts } from './canary-decision.mjs';

const thresholds = { maxErrorRate: 0.02, maxRatio: 2, minViews: 50, minErrorClients: 5 };

describe('judgeCanary', () => {
  it('defaults: 2% absolute, twice the stable rate, 50 views, 5 distinct clients erroring', () => {
    assert.deepEqual({ ...DEFAULT_THRESHOLDS }, thresholds);
  });

  it('keeps a canary with too few views, however bad they look', () => {
    const verdict = judgeCanary({ canary: { views: 49, errors: 20 }, stable: { views: 1000, errors: 1 }, thresholds });
    assert.equal(verdict.decision, 'keep');
    assert.equal(verdict.enough, false);
    assert.match(verdict.reason, /fewer than 50 canary views/);
  });

  it('aborts a canary at 3% errors while stable has 0.5% (above both 2% and 2 x 0.5%)', () => {
    const verdict = judgeCanary({ canary: { views: 200, errors: 6, errorClients: 6 }, stable: { views: 2000, errors: 10 }, thresholds });
    assert.equal(verdict.decision, 'abort');
    assert.equal(verdict.canaryRate, 0.03);
    assert.equal(verdict.stableRate, 0.005);
    assert.equal(verdict.limit, 0.02);
    assert.match(verdict.reason, /3\.00% is above 2\.00%/);
  });

  it('keeps a canary at 2% (the limit itself is allowed)', () => {
    assert.equal(judgeCanary({ canary: { views: 100, errors: 2 }, stable: { views: 1000, errors: 0 }, thresholds }).decision, 'keep');
  });

  it('keeps a canary at 5% when stable is at 4%: the limit is 2 x stable = 8%', () => {
    const verdict = judgeCanary({ canary: { views: 100, errors: 5 }, stable: { views: 1000, errors: 40 }, thresholds });
    assert.equal(verdict.decision, 'keep');
    assert.equal(verdict.limit, 0.08);
  });

  it('aborts a canary at 9% when stable is at 4%', () => {
    assert.equal(
      judgeCanary({ canary: { views: 100, errors: 9, errorClients: 9 }, stable: { views: 1000, errors: 40 }, thresholds }).decision,
      'abort',
    );
  });

  it('ignores the stable rate while stable has fewer than --min-views views (absolute limit only)', () => {
    const verdict = judgeCanary({ canary: { views: 100, errors: 5, errorClients: 5 }, stable: { views: 10, errors: 5 }, thresholds });
    assert.equal(verdict.stableRate, 0);
    assert.equal(verdict.limit, 0.02);
    assert.equal(verdict.decision, 'abort');
  });

  it('judges a canary that cannot load (errors, no views) on its errors', () => {
    const verdict = judgeCanary({ canary: { views: 0, errors: 50, errorClients: 12 }, stable: { views: 500, errors: 0 }, thresholds });
    assert.equal(verdict.decision, 'abort');
    assert.equal(verdict.canaryRate, Number.POSITIVE_INFINITY);
    assert.match(verdict.reason, /errors without views/);
  });

  it('with --min-views 3 and every view failing, 3 render errors abort', () => {
    const small = { ...thresholds, minViews: 3, minErrorClients: 1 };
    assert.equal(
      judgeCanary({ canary: { views: 2, errors: 2, errorClients: 2 }, stable: { views: 0, errors: 0 }, thresholds: small }).decision,
      'keep',
    );
    assert.equal(
      judgeCanary({ canary: { views: 3, errors: 3, errorClients: 3 }, stable: { views: 0, errors: 0 }, thresholds: small }).decision,
      'abort',
    );
  });

  it('keeps a canary however many errors are reported while fewer than --min-error-clients clients reported them', () => {
    // 500 error reports against 60 views, all from 4 addresses: one script can send that many.
    const fewClients = judgeCanary({ canary: { views: 60, errors: 500, errorClients: 4 }, stable: { views: 1000, errors: 0 }, thresholds });
    assert.equal(fewClients.decision, 'keep');
    assert.match(fewClients.reason, /only 4 distinct clients reported errors \(fewer than --min-error-clients 5\)/);
    const enoughClients = judgeCanary({ canary: { views: 60, errors: 500, errorClients: 5 }, stable: { views: 1000, errors: 0 }, thresholds });
    assert.equal(enoughClients.decision, 'abort');
    assert.match(enoughClients.reason, /errors from 5 distinct clients/);
  });
});

describe('errorRate', () => {
  it('is errors per view; 0 without anything', () => {
    assert.equal(errorRate({ views: 400, errors: 10 }), 0.025);
    assert.equal(errorRate({ views: 0, errors: 0 }), 0);
  });
});

describe('windowCounts', () => {
  const sample = (seconds, canaryViews, canaryErrors, stableViews = 0, stableErrors = 0) => ({
    at: seconds * 1000,
    canary: { views: canaryViews, errors: canaryErrors },
    stable: { views: stableViews, errors: stableErrors },
  });

  it('counts what happened in the last window only: the errors of ten minutes ago no longer count', () => {
    const samples = [sample(0, 0, 0), sample(300, 100, 30), sample(600, 200, 30), sample(900, 300, 31)];
    const window = windowCounts(samples, 300_000);
    assert.deepEqual(window.canary, { views: 100, errors: 1, errorClients: 0 });
    assert.equal(window.seconds, 300);
  });

  it('counts from the first sample while the watch is younger than the window', () => {
    const window = windowCounts([sample(0, 10, 1, 100, 0), sample(30, 70, 5, 400, 2)], 300_000);
    assert.deepEqual(window, { canary: { views: 60, errors: 4, errorClients: 0 }, stable: { views: 300, errors: 2, errorClients: 0 }, seconds: 30 });
  });

  it('counts the distinct clients new in the window (a lower bound of those who reported in it)', () => {
    const at = (seconds, errorClients) => ({ at: seconds * 1000, canary: { views: 0, errors: 0, errorClients }, stable: { views: 0, errors: 0 } });
    assert.equal(windowCounts([at(0, 3), at(200, 7), at(500, 9)], 300_000).canary.errorClients, 2);
    assert.equal(windowCounts([at(0, 3), at(30, 7)], 300_000).canary.errorClients, 4);
  });

  it('counts a counter that went down (the API restarted) from zero', () => {
    const window = windowCounts([sample(0, 500, 10), sample(15, 20, 3)], 300_000);
    assert.deepEqual(window.canary, { views: 20, errors: 3, errorClients: 0 });
  });

  it('trimSamples keeps the base of the window and what follows', () => {
    const samples = [sample(0, 0, 0), sample(100, 1, 0), sample(200, 2, 0), sample(450, 3, 0)];
    assert.deepEqual(
      trimSamples(samples, 300_000).map((s) => s.at),
      [100_000, 200_000, 450_000],
    );
    assert.deepEqual(windowCounts(trimSamples(samples, 300_000), 300_000), windowCounts(samples, 300_000));
  });
});
