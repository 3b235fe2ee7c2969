// A copy of the repository's sources (what git tracks or would track: no node_modules, no builds) in a folder of
// its own, for a build from changed sources that leaves the repository untouched.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Copies the sources of the repository at `root` into `target` (created). @returns {string} target */
export function copySources(root, target) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    // A file deleted in the worktree but not yet in git's index is listed and absent.
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  return target;
}

/** Replaces the one occurrence of `from` in `file` (relative to `root`) with `to`; fails unless there is exactly one. */
export function replaceOnce(root, file, from, to) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${file}: ${count} occurrences of ${JSON.stringify(from)}, expected one`);
  writeFileSync(path.join(root, file), text.replace(from, to));
}
