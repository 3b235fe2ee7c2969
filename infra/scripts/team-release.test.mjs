// team-release.mjs refuses a bad command line before it builds or publishes anything. The release itself (image,
// gate, canary, watch, promote or abort) runs against the container stack: deploy/stack/stack-checks.mjs.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { main } from './team-release.mjs';

describe('team-release.mjs command line', () => {
  /** @type {Array<[string, string[]]>} */
  const usage = [
    ['no remote', ['--to', '/tmp/x', '--shell', '/tmp/s', '--metrics-url', 'http://127.0.0.1:1/api/metrics']],
    ['an unknown remote', ['blog', '--to', '/tmp/x', '--shell', '/tmp/s', '--metrics-url', 'http://127.0.0.1:1/api/metrics']],
    ['no --to', ['company', '--shell', '/tmp/s', '--metrics-url', 'http://127.0.0.1:1/api/metrics']],
    ['no --shell', ['company', '--to', '/tmp/x', '--metrics-url', 'http://127.0.0.1:1/api/metrics']],
    ['no --metrics-url', ['company', '--to', '/tmp/x', '--shell', '/tmp/s']],
  ];
  for (const [what, argv] of usage) {
    it(`exits 2 with ${what}`, async () => {
      assert.equal(await main(argv), 2);
    });
  }

  it('exits 1 and publishes nothing when the image cannot be built', async () => {
    const to = mkdtempSync(path.join(os.tmpdir(), 'team-release-'));
    try {
      const code = await main([
        'company',
        '--to',
        to,
        '--shell',
        to,
        '--metrics-url',
        'http://127.0.0.1:1/api/metrics',
        '--engine',
        'no-such-engine',
      ]);
      assert.equal(code, 1);
      assert.equal(existsSync(path.join(to, 'remotes.json')), false);
      assert.equal(existsSync(path.join(to, 'company')), false);
    } finally {
      rmSync(to, { recursive: true, force: true });
    }
  });
});
