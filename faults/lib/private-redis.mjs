// A private Redis for the fault run: redis-server on a free loopback port, AOF on with `appendfsync always`,
// `maxmemory-policy noeviction`, data in the run's temp folder. Runs in the foreground as our child (not
// daemonised) so it can be killed with SIGKILL and started again on the same port from its AOF.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openRedisClient, replyCode } from '@site/infra/services/redis.mjs';
import { findOnPath, sleep } from '@site/infra/services/service-utils.mjs';
import { onCleanup, onExitFallback } from './cleanup.mjs';
import { assertPrivatePort } from './ports.mjs';

/** After a restart with a large AOF the server answers LOADING for a while. */
const READY_TIMEOUT_MS = 120_000;

export class PrivateRedis {
  constructor({ port, dir, logDir, log }) {
    assertPrivatePort(port, 'private Redis');
    this.port = port;
    this.dir = dir;
    this.logFile = path.join(logDir, 'redis.log');
    this.log = log;
    this.url = `redis://127.0.0.1:${port}`;
    this.child = undefined;
    this.starts = 0;
    onExitFallback(() => this.child?.exitCode === null && this.child.kill('SIGKILL'));
  }

  async start() {
    const binary = await findOnPath('redis-server');
    if (!binary) throw new Error('redis-server is not installed (Debian package "redis-server")');
    await mkdir(this.dir, { recursive: true });
    const args = [
      '--port', String(this.port),
      '--bind', '127.0.0.1',
      '--daemonize', 'no',
      '--dir', this.dir,
      '--appendonly', 'yes',
      '--appendfsync', 'always',
      '--maxmemory-policy', 'noeviction',
      '--save', '',
      '--protected-mode', 'yes',
      '--logfile', '',
    ];
    const out = createWriteStream(this.logFile, { flags: 'a' });
    this.child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.child.stdout.pipe(out, { end: false });
    this.child.stderr.pipe(out, { end: false });
    this.starts += 1;
    this.unregister ??= onCleanup('redis', () => this.stop());
    await this.waitForPong();
  }

  async waitForPong() {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let loading = false;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) throw new Error(`redis-server exited (code ${this.child?.exitCode}); see ${this.logFile}`);
      const client = await openRedisClient({ host: '127.0.0.1', port: this.port }).catch(() => undefined);
      if (client) {
        try {
          if ((await client.ping()) === 'PONG') return { loading };
        } catch (error) {
          if (replyCode(error) === 'LOADING') loading = true;
        } finally {
          client.disconnect();
        }
      }
      await sleep(100);
    }
    throw new Error(`private Redis on ${this.port} did not answer PONG within ${READY_TIMEOUT_MS} ms`);
  }

  /** SIGKILL: no shutdown, no final AOF flush (with appendfsync always every acknowledged write is on disk). */
  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** A normal stop at the end of the run: SHUTDOWN (flushes), SIGKILL after 10 s. */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** A connection for the harness's own reads (queue counts); the caller disconnects it. */
  client() {
    return openRedisClient({ host: '127.0.0.1', port: this.port });
  }
}
