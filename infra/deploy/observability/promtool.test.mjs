// The Prometheus files checked by Prometheus's own tool: `promtool check config` on prometheus.yml, `promtool check
// rules` on alert-rules.yml, and `promtool test rules` on the alert unit tests in rule-tests/ (series in, alerts out).
// promtool comes from Debian's `prometheus` package (infra/scripts/install-system-deps.sh).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RULE_TESTS = path.join(HERE, 'rule-tests');

/** Runs promtool; its whole output is the failure message. */
function promtool(...args) {
  const run = spawnSync('promtool', args, { cwd: HERE, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool could not run (${run.error.message}): bash infra/scripts/install-system-deps.sh installs it`);
  return { ok: run.status === 0, output: `promtool ${args.join(' ')} (exit ${run.status})\n${run.stdout}${run.stderr}` };
}

/**
 * Debian builds Prometheus without Kubernetes service discovery (its client library is not packaged), so Debian's
 * promtool refuses `kubernetes_sd_configs`. With such a promtool the file is checked with each job's Kubernetes
 * discovery swapped for one static target; everything else (scrape paths, authorization, relabelling, alerting,
 * rule_files) is checked as written.
 */
function configForThisPromtool(file) {
  const asWritten = promtool('check', 'config', '--syntax-only', file);
  if (asWritten.ok || !/field kubernetes_sd_configs not found/.test(asWritten.output)) return { file, swapped: false };
  const config = parse(readFileSync(file, 'utf8'));
  for (const job of config.scrape_configs) {
    if (!job.kubernetes_sd_configs) continue;
    delete job.kubernetes_sd_configs;
    job.static_configs = [{ targets: [`${job.job_name}.example:80`] }];
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'promtool-config-'));
  const copy = path.join(dir, 'prometheus.yml');
  writeFileSync(copy, stringify(config));
  return { file: copy, swapped: true, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('Prometheus files under promtool', () => {
  it('promtool check config: prometheus.yml is a valid Prometheus configuration', (t) => {
    // --syntax-only: the files it names are the cluster's (the METRICS_TOKEN Secret mounted into Prometheus);
    // the rule file is checked on its own below.
    const target = configForThisPromtool(path.join(HERE, 'prometheus.yml'));
    try {
      if (target.swapped) t.diagnostic('this promtool has no Kubernetes discovery: kubernetes_sd_configs swapped for static targets');
      const check = promtool('check', 'config', '--syntax-only', target.file);
      assert.ok(check.ok, check.output);
    } finally {
      target.cleanup?.();
    }
  });

  it('promtool check rules: alert-rules.yml parses, its expressions and templates are valid', () => {
    const check = promtool('check', 'rules', 'alert-rules.yml');
    assert.ok(check.ok, check.output);
    assert.match(check.output, /SUCCESS: \d+ rules found/);
  });

  it('the rule file prometheus.yml loads is the one checked and unit-tested here', () => {
    const { rule_files: ruleFiles } = parse(readFileSync(path.join(HERE, 'prometheus.yml'), 'utf8'));
    assert.deepEqual(ruleFiles, ['alert-rules.yml']);
    for (const file of readdirSync(RULE_TESTS).filter((name) => name.endsWith('.test.yml'))) {
      assert.deepEqual(parse(readFileSync(path.join(RULE_TESTS, file), 'utf8')).rule_files, ['../alert-rules.yml'], file);
    }
  });

  for (const [file, subject] of [
    ['lead-not-emailed.test.yml', 'a lead not e-mailed to sales within the hour pages (LeadNotEmailedForOneHour)'],
    ['dead-letters.test.yml', 'a lead job in the failed set raises a ticket (LeadJobsFailed)'],
    ['remote-client-errors.test.yml', "a remote version's browser error rate pages per remote and version (RemoteClientErrorRateHigh)"],
  ]) {
    it(`promtool test rules: ${subject}`, () => {
      const run = promtool('test', 'rules', path.join('rule-tests', file));
      assert.ok(run.ok, run.output);
      assert.match(run.output, /SUCCESS/);
    });
  }
});
