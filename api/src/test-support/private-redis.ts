import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A TCP port of 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A throw-away redis-server (no persistence) on its own port, for tests that take Redis away. */
export interface PrivateRedis {
  port: number;
  url: string;
  /** SHUTDOWN NOSAVE, and waits for the process to exit. */
  shutdown(): Promise<void>;
}

async function waitForPong(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`private redis-server on ${port} did not answer: ${(error as Error).message}`);
    } finally {
      client.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `redis-server --port <port> --save '' --appendonly no` plus `extraArgs`, and waits for PONG. */
export async function startPrivateRedis(extraArgs: string[] = [], port?: number): Promise<PrivateRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extraArgs],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPong(chosen, 5000);
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    async shutdown() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const client = new Redis({ port: chosen, host: '127.0.0.1', maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await client.call('SHUTDOWN', 'NOSAVE');
      } catch {
        // the connection closes as the server exits
      } finally {
        client.disconnect();
      }
      const killed = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killed);
    },
  };
}
