import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { freePort, isPortOpen, supervise, waitFor } from '../dist/index.js';

const LISTENER = `
  const port = Number(process.argv[1]);
  require('node:http').createServer((q, s) => s.end('ok')).listen(port, '127.0.0.1', () => console.log(JSON.stringify({ msg: 'listening on ' + port })));
  process.on('SIGTERM', () => { console.log(JSON.stringify({ msg: 'graceful stop' })); process.exit(0); });
`;

describe('supervise', () => {
  test('waits until the port listens, keeps the JSON logs, restarts and stops', async () => {
    const port = await freePort();
    const child = await supervise({ name: 'listener', args: ['-e', LISTENER, String(port)], port });
    try {
      assert.equal(await isPortOpen(port), true);
      assert.equal((await child.waitForLog('listening on')).msg, `listening on ${port}`);
      const firstPid = child.pid;
      await child.restart();
      assert.notEqual(child.pid, firstPid);
      assert.equal(child.starts, 2);
      assert.equal(child.unexpectedExits, 0);
    } finally {
      await child.stop();
    }
    assert.equal(child.running, false);
    assert.ok(child.logs.some((line) => line.msg === 'graceful stop'));
    assert.equal(await isPortOpen(port), false);
  });

  test('waits for a ready line and restarts an exit nobody asked for', async () => {
    const child = await supervise({
      name: 'flaky',
      args: ['-e', 'console.log("ready"); setTimeout(() => process.exit(3), 200)'],
      readyLine: /^ready$/,
      restartDelayMs: 50,
    });
    try {
      await waitFor(() => child.starts >= 2, 'a restart', 10_000);
      assert.ok(child.unexpectedExits >= 1);
    } finally {
      await child.stop();
    }
  });

  test('rejects with the output when the child exits before it is ready', async () => {
    await assert.rejects(
      supervise({ name: 'broken', args: ['-e', 'console.error("bad config"); process.exit(1)'], port: await freePort() }),
      /broken exited \(code 1\) before it was ready; output:\nbad config/,
    );
  });
});
