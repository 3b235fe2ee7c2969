// A Node service (the api or the worker) run the way a process manager would: its output appended to a log
// file, restarted when it exits on its own (bounded), killed with SIGKILL by the chaos schedule and started
// again. Ready = its port accepts connections (api), or a log line matches (worker).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { sleep } from '@site/infra/services/service-utils.mjs';
import { onCleanup, onExitFallback } from './cleanup.mjs';
import { isPortOpen } from './ports.mjs';

const MAX_RESTARTS = 200;
const RESTART_DELAY_MS = 1000;
const READY_TIMEOUT_MS = 60_000;

export class SupervisedProcess {
  constructor({ name, script, env, cwd, logFile, port, readyLine, echo, log }) {
    Object.assign(this, { name, script, env, cwd, port, readyLine, echo, log });
    this.out = createWriteStream(logFile, { flags: 'a' });
    this.logFile = logFile;
    this.child = undefined;
    this.stopped = false;
    this.starts = 0;
    this.kills = 0;
    this.unexpectedExits = 0;
    this.readyCount = 0;
    onExitFallback(() => this.child?.exitCode === null && this.child.signalCode === null && this.child.kill('SIGKILL'));
    onCleanup(name, () => this.stop());
  }

  /** Spawns the process and resolves once it is ready. */
  async start() {
    if (this.stopped) return;
    const child = spawn(process.execPath, [this.script], {
      cwd: this.cwd,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: a Ctrl-C reaches only the harness, which stops it
    });
    this.child = child;
    this.starts += 1;
    const readyBefore = this.readyCount;
    let buffered = '';
    const onData = (chunk) => {
      this.out.write(chunk);
      if (this.echo) process.stderr.write(chunk);
      if (!this.readyLine) return;
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      if (lines.some((line) => this.readyLine.test(line)) && this.child === child) this.readyCount += 1;
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      this.out.write(`\n[faults] ${this.name} pid ${child.pid} exited (${signal ?? code})\n`);
      if (this.child !== child || child.expected || this.stopped) return;
      this.unexpectedExits += 1;
      this.log(`${this.name} exited on its own (${signal ?? `code ${code}`}); restarting in ${RESTART_DELAY_MS} ms`);
      if (this.starts >= MAX_RESTARTS) {
        this.log(`${this.name}: ${MAX_RESTARTS} starts reached, not restarting`);
        return;
      }
      setTimeout(() => void this.start().catch((error) => this.log(`${this.name} restart failed: ${error.message}`)), RESTART_DELAY_MS);
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline && !this.stopped) {
      // If it exited, the exit handler starts a new one: wait for that one to become ready.
      const current = this.child;
      if (current.exitCode === null && current.signalCode === null) {
        if (this.port ? await isPortOpen(this.port) : this.readyCount > readyBefore) return;
      }
      await sleep(100);
    }
    if (!this.stopped) throw new Error(`${this.name} not ready within ${READY_TIMEOUT_MS} ms; see ${this.logFile}`);
  }

  /** SIGKILL now, start again after `downMs` (and wait until ready). */
  async killAndRestart(downMs) {
    await this.kill();
    await sleep(downMs);
    await this.start();
  }

  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.expected = true;
    this.kills += 1;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** A normal stop: SIGTERM (graceful shutdown), SIGKILL after 20 s. */
  async stop() {
    this.stopped = true;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.expected = true;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    await new Promise((resolve) => this.out.end(resolve));
  }

  isRunning() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }
}
