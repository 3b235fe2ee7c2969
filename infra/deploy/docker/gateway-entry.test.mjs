// node --test infra/deploy/docker/gateway-entry.test.mjs — the gateway image's entry reads its environment through
// @site/config: a bad variable stops it at once with one line per bad variable (and never a stack trace).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gateway.mjs');

test('a bad variable ends the gateway with its one clear message', () => {
  const run = spawnSync(process.execPath, [ENTRY], {
    env: { PATH: process.env.PATH, PORT: 'eighty', TRUST_PROXY: '1', API_ORIGIN: 'api:3000' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.equal(run.status, 1, run.stderr);
  assert.equal(
    run.stderr.trim(),
    [
      'gateway configuration invalid:',
      '  PORT: must be a TCP port number (0-65535), got "eighty"',
      `  TRUST_PROXY: must name the proxies' addresses or CIDRs, not a hop count, got "1"`,
      '  API_ORIGIN: must be a URL with scheme http: or https:, got "api:3000"',
    ].join('\n'),
  );
});
