// Child-process helpers for the start script and the browser tests: start, wait until ready, stop.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` until it returns true, or throws after `timeoutMs` with `what` in the message. */
export async function waitFor(check, { timeoutMs = 30_000, intervalMs = 100, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * Starts a long-running child (prefixing its output with `name`) and waits until it is ready: its `port`
 * accepts connections, or (for a process without a port) a line of its output satisfies `ready`.
 * @returns {{ name: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }}
 */
export async function startProcess({ name, command, args, env, cwd, port, ready, timeoutMs = 60_000, quiet = false }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let sawReadyLine = false;
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (!line.trim()) continue;
        if (ready?.(line)) sawReadyLine = true;
        if (!quiet) out.write(`[${name}] ${line}\n`);
      }
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await waitFor(async () => {
    if (exited) throw new Error(`${name} exited before it was ready (exit code ${child.exitCode})`);
    return ready ? sawReadyLine : isPortOpen(port);
  }, { timeoutMs, what: ready ? `${name} to be ready` : `${name} on port ${port}` });
  return {
    name,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
