import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, supervise, type Supervised } from '@site/harness';

/** The built API, as `npm start` runs it. */
export const API_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** How often a start is tried again on another port when the free port was taken meanwhile by another process. */
const PORT_ATTEMPTS = 3;

/** The built API (`node api/dist/main.js`) on a free port of 127.0.0.1. */
export class ApiProcess {
  private constructor(
    readonly port: number,
    private readonly process: Supervised,
  ) {}

  /**
   * Starts it and waits until it listens (or fails at once, with its output, if it exits). `env`: DATABASE_URL,
   * QUEUE_PREFIX, RATE_LIMIT_MAX … A port that was free a moment ago can be taken by another test process before
   * the API binds it: then it is started again on another port.
   */
  static async start(env: Record<string, string>): Promise<ApiProcess> {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build it first (turbo builds it before the tests)`);
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      try {
        const process = await supervise({
          name: `api:${port}`,
          args: [API_MAIN],
          // TRUST_PROXY: the tests play the local gateway (X-Forwarded-For from 127.0.0.1), as `npm start` does.
          env: { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', ...env, API_HOST: '127.0.0.1', API_PORT: String(port) },
          port,
        });
        return new ApiProcess(port, process);
      } catch (error) {
        if (attempt >= PORT_ATTEMPTS || !/EADDRINUSE/.test((error as Error).message)) throw error;
      }
    }
  }

  /** Every line it wrote to stdout or stderr. */
  get output(): string[] {
    return this.process.output;
  }

  /** The output lines that are JSON log records. */
  get logs(): Array<Record<string, unknown>> {
    return this.process.logs;
  }

  get running(): boolean {
    return this.process.running;
  }

  waitForLog(text: string, timeoutMs?: number): Promise<Record<string, unknown>> {
    return this.process.waitForLog(text, timeoutMs);
  }

  /**
   * Resolves once the API opened its database (it does so in the background after it listens; the database routes
   * answer 503 until then). Needs LOG_LEVEL info or more verbose, the default here.
   */
  async whenDatabaseOpen(timeoutMs = 60_000): Promise<void> {
    await this.process.waitForLog('PostgreSQL connected', timeoutMs);
  }

  /** SIGTERM (a graceful stop), SIGKILL after 10 s; resolves on exit. */
  stop(): Promise<void> {
    return this.process.stop();
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }
}
