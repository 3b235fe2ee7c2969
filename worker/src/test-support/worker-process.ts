import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait-for.js';

/** The built worker, as `npm start` runs it. */
export const WORKER_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `node dist/main.js` as a child process, its JSON log lines collected. */
export class WorkerProcess {
  readonly lines: Array<Record<string, unknown>> = [];
  readonly output: string[] = [];
  readonly exited: Promise<Exit>;
  private readonly child: ChildProcess;

  constructor(env: Record<string, string>) {
    if (!existsSync(WORKER_MAIN)) throw new Error(`${WORKER_MAIN} is missing: run \`npm -w worker run build\` first`);
    const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env;
    // No metrics server unless a test asks for one: tests run several workers at once.
    this.child = spawn(process.execPath, [WORKER_MAIN], { env: { ...parentEnv, WORKER_METRICS_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffered += chunk;
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          this.output.push(line);
          try {
            this.lines.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // not a log line
          }
        }
      });
    }
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  waitForLog(msg: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    return waitFor(
      () => {
        const line = this.lines.find((entry) => entry.msg === msg);
        if (!line && !this.running) throw new Error(`worker exited; output:\n${this.output.join('\n')}`);
        return line;
      },
      `worker log "${msg}"`,
      timeoutMs,
    );
  }

  /** Stops it if still running (SIGKILL) and waits for the exit. */
  async dispose(): Promise<void> {
    if (this.running) this.kill('SIGKILL');
    await this.exited;
  }
}
