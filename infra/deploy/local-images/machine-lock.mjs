// A lock shared by every worktree and CI run on this machine: flock(1) on a file, held by a child process until
// release() (or until this process dies, which closes the child's stdin and so frees the lock).
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Waits for the lock on `file` and holds it.
 * @param {string} file
 * @returns {Promise<{ release(): Promise<void> }>}
 */
export async function holdMachineLock(file) {
  const holder = spawn('flock', [file, '-c', 'echo locked && exec cat >/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [started] = await Promise.race([
    once(holder.stdout, 'data'),
    once(holder, 'exit').then(([code]) => [new Error(`flock ${file} exited ${code}`)]),
  ]);
  if (started instanceof Error) throw started;
  return {
    async release() {
      if (holder.exitCode !== null) return;
      const exited = once(holder, 'exit');
      holder.stdin.end();
      await exited;
    },
  };
}
