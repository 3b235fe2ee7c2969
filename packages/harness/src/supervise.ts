import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { isPortOpen } from './ports.js';
import { sleep, waitFor } from './wait-for.js';

export interface SuperviseOptions {
  /** Shown in messages and (with `echo`) before every output line. */
  name: string;
  /** Default: this Node binary (the project's services are Node scripts). */
  command?: string;
  args: string[];
  /** Added to the parent's environment; NODE_OPTIONS is not inherited (Jest's flags must not reach a child). */
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Ready once this port of 127.0.0.1 accepts connections… */
  port?: number;
  /** …or once an output line matches. */
  readyLine?: RegExp;
  /** A child must become ready, or exit, within this time (default 120 s: a loaded 2-core machine is slow). */
  readyTimeoutMs?: number;
  /** Every output chunk is appended to this file. */
  logFile?: string;
  /** Copy the output to this process' stdout/stderr, each line prefixed with `[name]`. */
  echo?: boolean;
  /** Start again this long after an exit nobody asked for (a process manager's restart); off by default. */
  restartDelayMs?: number;
  /** SIGTERM, then SIGKILL after this long (default 10 s). */
  stopTimeoutMs?: number;
  /** Its own process group, so a Ctrl-C in the terminal reaches only the parent, which stops it. */
  detached?: boolean;
  log?: (line: string) => void;
  /**
   * Called when the child exits although nobody stopped or killed it and no restart follows (before it was ready
   * or any time after): a launcher that stops everything when one of its children dies.
   */
  onUnexpectedExit?: (process: Supervised) => void;
}

const MAX_STARTS = 200;

/**
 * One supervised child process: start (and wait until ready), stop (SIGTERM, then SIGKILL), kill (an exit the
 * supervisor expects), restart; its output kept line by line (JSON lines also as `logs`).
 */
export class Supervised {
  readonly output: string[] = [];
  /** The standard error lines alone (a crashing process' reason is there, or at the end of `output`). */
  readonly errorOutput: string[] = [];
  readonly logs: Array<Record<string, unknown>> = [];
  starts = 0;
  kills = 0;
  unexpectedExits = 0;
  private child: ChildProcess | undefined;
  private exitOf: Promise<void> = Promise.resolve();
  private readonly expectedExits = new WeakSet<ChildProcess>();
  private stopped = false;
  private readyCount = 0;
  private readonly out: WriteStream | undefined;

  constructor(readonly options: SuperviseOptions) {
    this.out = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  }

  get name(): string {
    return this.options.name;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** Resolves when the current child has exited. */
  get exited(): Promise<void> {
    return this.exitOf;
  }

  /** The exit code / signal of the last child (null while it runs). */
  get exit(): { code: number | null; signal: NodeJS.Signals | null } {
    return { code: this.child?.exitCode ?? null, signal: this.child?.signalCode ?? null };
  }

  /** Spawns the process and resolves once it is ready; rejects (with its output) if it exits first. */
  async start(): Promise<void> {
    const { command = process.execPath, args, env = {}, cwd, detached = false } = this.options;
    const { NODE_OPTIONS: _parentNodeOptions, ...parentEnv } = process.env;
    const child = spawn(command, args, { cwd, env: { ...parentEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached });
    this.stopped = false;
    this.child = child;
    // A detached child outlives its parent: kill it when the parent exits without stopping it.
    if (detached) {
      const killChild = () => void child.kill('SIGKILL');
      process.once('exit', killChild);
      child.once('exit', () => process.off('exit', killChild));
    }
    this.starts += 1;
    this.exitOf = once(child, 'exit').then(
      () => undefined,
      () => undefined,
    );
    const readyBefore = this.readyCount;
    for (const [stream, sink] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        if (this.out && !this.out.writableEnded) this.out.write(chunk);
        buffered += chunk;
        for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          this.keepLine(line, child);
          if (sink === process.stderr) this.errorOutput.push(line);
          if (this.options.echo && line.trim()) sink.write(`[${this.name}] ${line}\n`);
        }
      });
    }
    child.on('error', (error) => this.output.push(`[spawn error] ${error.message}`));
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    await this.waitUntilReady(child, readyBefore);
  }

  private keepLine(line: string, child: ChildProcess): void {
    this.output.push(line);
    if (line.startsWith('{')) {
      try {
        const value: unknown = JSON.parse(line);
        if (typeof value === 'object' && value !== null) this.logs.push(value as Record<string, unknown>);
      } catch {
        // not a log record
      }
    }
    if (this.options.readyLine?.test(line) && this.child === child) this.readyCount += 1;
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.out && !this.out.writableEnded) this.out.write(`\n[harness] ${this.name} pid ${child.pid} exited (${signal ?? code})\n`);
    if (this.child !== child || this.expectedExits.has(child) || this.stopped) return;
    this.unexpectedExits += 1;
    const delay = this.options.restartDelayMs;
    if (delay === undefined || this.starts >= MAX_STARTS) {
      this.options.onUnexpectedExit?.(this);
      return;
    }
    this.options.log?.(`${this.name} exited on its own (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
    setTimeout(() => {
      if (this.stopped || this.child !== child) return; // stopped, or started again meanwhile
      void this.start().catch((error: Error) => this.options.log?.(`${this.name} restart failed: ${error.message}`));
    }, delay);
  }

  private async waitUntilReady(child: ChildProcess, readyBefore: number): Promise<void> {
    const { port, readyLine, readyTimeoutMs = 120_000 } = this.options;
    const what = port ? `${this.name} to listen on ${port}` : readyLine ? `${this.name} to log ${readyLine}` : `${this.name} to start`;
    await waitFor(
      async () => {
        if (this.stopped) return true;
        // With restarts on, a child that exited is replaced: wait for the replacement instead.
        const current = this.child!;
        if (current.exitCode !== null || current.signalCode !== null) {
          if (this.options.restartDelayMs !== undefined && current !== child) return undefined;
          if (this.options.restartDelayMs === undefined) {
            throw Object.assign(
              new Error(
                `${this.name} exited (${current.signalCode ?? `code ${current.exitCode}`}) before it was ready; output:\n${this.output.slice(-30).join('\n')}`,
              ),
              { fatal: true },
            );
          }
          return undefined;
        }
        if (port) return isPortOpen(port);
        if (readyLine) return this.readyCount > readyBefore;
        return true;
      },
      what,
      { timeoutMs: readyTimeoutMs, intervalMs: 100, failFast: true },
    ).catch((error: Error) => {
      throw /before it was ready/.test(error.message) ? error : new Error(`${error.message}; output:\n${this.output.slice(-30).join('\n')}`);
    });
  }

  /** Resolves with the first JSON log record whose `msg` contains `text` (rejects if the process exits first). */
  waitForLog(text: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
    return waitFor(
      () => {
        const found = this.logs.find((entry) => typeof entry.msg === 'string' && entry.msg.includes(text));
        if (!found && !this.running) throw new Error(`${this.name} exited; output:\n${this.output.join('\n')}`);
        return found;
      },
      `${this.name} log "${text}"`,
      { timeoutMs, failFast: true },
    );
  }

  /** Sends a signal without waiting (a graceful stop a test watches, for instance). */
  signal(signal: NodeJS.Signals): void {
    if (this.child && this.running) {
      if (signal === 'SIGKILL' || signal === 'SIGTERM') this.expectedExits.add(this.child);
      this.child.kill(signal);
    }
  }

  /** Kills the child (SIGKILL by default) and waits for its exit; no restart follows. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    this.expectedExits.add(child);
    this.kills += 1;
    const exited = this.exitOf;
    child.kill(signal);
    await exited;
  }

  /** Kill now, start again after `downMs`, and wait until ready. */
  async restart(downMs = 0): Promise<void> {
    await this.kill();
    await sleep(downMs);
    await this.start();
  }

  /** A normal stop: SIGTERM (graceful shutdown), SIGKILL after `stopTimeoutMs`. Safe to call twice. */
  async stop(): Promise<void> {
    this.stopped = true;
    const child = this.child;
    if (child && this.running) {
      this.expectedExits.add(child);
      const exited = this.exitOf;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), this.options.stopTimeoutMs ?? 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (this.out && !this.out.closed) await new Promise<void>((resolve) => this.out!.end(resolve));
  }
}

/** Starts a supervised child process and resolves once it is ready (see SuperviseOptions). */
export async function supervise(options: SuperviseOptions): Promise<Supervised> {
  const process = new Supervised(options);
  try {
    await process.start();
  } catch (error) {
    await process.stop();
    throw error;
  }
  return process;
}
