import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Reject on a non-zero exit (default true). */
  check?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** Runs a command to completion; rejects when it cannot be spawned, or (check) exits non-zero. */
export function run(command: string, args: string[], { check = true, env, cwd }: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
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
  });
}

/** initdb and pg_ctl refuse to run as root: run such a command as the `postgres` user then. */
export function runAsPostgres(command: string, args: string[], options?: RunOptions): Promise<RunResult> {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args], options) : run(command, args, options);
}

export async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Finds `name` on PATH (plus the sbin folders, which a non-login root shell may lack). */
export async function findOnPath(name: string): Promise<string | undefined> {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    if (dir && (await isExecutable(path.join(dir, name)))) return path.join(dir, name);
  }
  return undefined;
}

/** `apt-get update && apt-get install -y <packages>` (root only; callers check). */
export async function aptInstall(packages: string[], log: (line: string) => void): Promise<void> {
  log(`[services] installing ${packages.join(' ')} with apt-get (this can take a minute)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
}

/** True when `host` names this machine, so a server may be started for it. */
export function isLocalHost(host: string): boolean {
  return ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host);
}

/** The URL with its password replaced by ***, for messages. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
