import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Supervised } from '@site/harness';

/**
 * The built worker, as `npm start` runs it. This launcher is the one for every test that runs the built worker,
 * the api's included (the package exports it as `@site/worker/test-support`).
 */
export const WORKER_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `node dist/main.js` as a child process (supervised by the harness), its JSON log lines collected. */
export class WorkerProcess {
  readonly exited: Promise<Exit>;
  private readonly process: Supervised;

  /** Spawns it now; waitForLog('worker ready') tells when it is ready. */
  constructor(env: Record<string, string>) {
    if (!existsSync(WORKER_MAIN)) throw new Error(`${WORKER_MAIN} is missing: run \`npm -w worker run build\` first`);
    // No metrics server unless a test asks for one: tests run several workers at once.
    this.process = new Supervised({ name: 'worker', args: [WORKER_MAIN], env: { WORKER_METRICS_PORT: '0', ...env } });
    void this.process.start(); // spawns synchronously; nothing to wait for without a port or a ready line
    this.exited = this.process.exited.then(() => this.process.exit);
  }

  /** The JSON log records it wrote. */
  get lines(): Array<Record<string, unknown>> {
    return this.process.logs;
  }

  get output(): string[] {
    return this.process.output;
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  kill(signal: NodeJS.Signals): void {
    this.process.signal(signal);
  }

  get running(): boolean {
    return this.process.running;
  }

  waitForLog(msg: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    return this.process.waitForLog(msg, timeoutMs);
  }

  /** SIGTERM (a graceful stop), SIGKILL after 10 s; resolves on exit. */
  stop(): Promise<void> {
    return this.process.stop();
  }

  /** Stops it if still running (SIGKILL) and waits for the exit. */
  async dispose(): Promise<void> {
    await this.process.kill('SIGKILL');
    await this.exited;
  }
}
