import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './private-redis.js';

/** The built API and worker, as `npm start` runs them. */
export const API_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
export const WORKER_MAIN = fileURLToPath(new URL('../../../worker/dist/main.js', import.meta.url));

/** Polls `check` until it returns a value other than undefined/null/false, or throws after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  description: string,
  timeoutMs = 20_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${description}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `node <main>` as a child process (without Jest's NODE_OPTIONS), its output collected line by line. */
export class NodeProcess {
  /** Every line it wrote to stdout or stderr. */
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;

  constructor(
    main: string,
    env: Record<string, string>,
    readonly name = main,
  ) {
    if (!existsSync(main)) throw new Error(`${main} is missing: build it first (turbo builds it before the tests)`);
    const { NODE_OPTIONS: _jestOptions, ...parentEnv } = process.env;
    this.child = spawn(process.execPath, [main], { env: { ...parentEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffered += chunk;
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          this.output.push(buffered.slice(0, newline));
          buffered = buffered.slice(newline + 1);
        }
      });
    }
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The output lines that are JSON log records. */
  get logs(): Array<Record<string, unknown>> {
    return this.output.flatMap((line) => {
      try {
        const value: unknown = JSON.parse(line);
        return typeof value === 'object' && value !== null ? [value as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
  }

  /** Waits for a log line whose `msg` contains `text`. */
  waitForLog(text: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    return waitFor(
      () => {
        const line = this.logs.find((entry) => typeof entry.msg === 'string' && entry.msg.includes(text));
        if (!line && !this.running) throw new Error(`${this.name} exited; output:\n${this.output.join('\n')}`);
        return line;
      },
      `${this.name} log "${text}"`,
      timeoutMs,
    );
  }

  /** SIGTERM (a graceful stop), SIGKILL after 5 s; resolves on exit. */
  async stop(): Promise<void> {
    if (this.running) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      await this.exited;
      clearTimeout(timer);
    }
  }
}

/** The built API (`node api/dist/main.js`) on a free port of 127.0.0.1. */
export class ApiProcess extends NodeProcess {
  private constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    super(API_MAIN, { ...env, API_HOST: '127.0.0.1', API_PORT: String(port) }, `api:${port}`);
  }

  /** Starts it and waits until it listens. `env`: DATABASE_URL, QUEUE_PREFIX, RATE_LIMIT_MAX … */
  static async start(env: Record<string, string>): Promise<ApiProcess> {
    // TRUST_PROXY: the tests play the local gateway (X-Forwarded-For from 127.0.0.1), as `npm start` does.
    const api = new ApiProcess(await freePort(), { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', ...env });
    try {
      // Listening once it answers at all (at any log level).
      await waitFor(async () => {
        if (!api.running) throw new Error(`${api.name} exited; output:\n${api.output.join('\n')}`);
        const response = await fetch(api.url('/api/health'), { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        return true;
      }, `${api.name} to listen`);
    } catch (error) {
      await api.stop();
      throw error;
    }
    return api;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }
}
