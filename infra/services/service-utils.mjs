// Helpers shared by the local service launchers (postgres.mjs, redis.mjs).
import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

/** The repository root (this file lives in <repo>/infra/services). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Where local services keep their state (git-ignored). */
export const dataRoot = path.join(repoRoot, '.data');

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when `host` names this machine, so we may start a server for it. */
export function isLocalHost(host) {
  return ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host);
}

/**
 * Runs a command to completion and resolves with { code, stdout, stderr }.
 * Rejects only when the command cannot be spawned; `check: true` also rejects on a non-zero exit.
 */
export function run(command, args, { check = true, env, input, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: env ?? process.env,
      cwd,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const result = { code: code ?? (signal ? 128 : 1), stdout, stderr };
      if (check && result.code !== 0) {
        const output = (stderr || stdout).trim().split('\n').slice(-15).join('\n');
        reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}:\n${output}`));
      } else {
        resolve(result);
      }
    });
    if (input !== undefined) {
      child.stdin.on('error', () => {}); // the command may exit before reading its input
      child.stdin.end(input);
    }
  });
}

export async function isExecutable(file) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Finds `name` on PATH (plus the usual sbin folders, which a non-login root shell may lack). */
export async function findOnPath(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    if (dir && (await isExecutable(path.join(dir, name)))) return path.join(dir, name);
  }
  return undefined;
}

/** `apt-get update && apt-get install -y <packages>` (root only; callers check). */
export async function aptInstall(packages, log = console.error) {
  log(`[services] installing ${packages.join(' ')} with apt-get (this can take a minute)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
}

/** Polls `probe` until it returns a non-undefined value or `timeoutMs` passes; then throws `onTimeout()`. */
export async function waitFor(probe, { timeoutMs, intervalMs = 200, onTimeout }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw onTimeout();
    await sleep(intervalMs);
  }
}
