// An independent redeploy of one remote, as a team would do it: build the remote from changed sources into a
// fresh folder (prerendering its own pages), then point its static server there. Nothing else is rebuilt.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

export interface TextChange {
  /** File inside the remote's workspace, e.g. 'src/pages/process/process.content.ts'. */
  file: string;
  from: string;
  to: string;
}

/** Copies `mf-<remote>` (sources only) to `.redeploy-<remote>`, applies the change, builds and prerenders it. */
export function rebuildRemoteWithChange(remote: string, change: TextChange): string {
  const source = path.join(ROOT, `mf-${remote}`);
  // Same depth as the original so its relative @source paths (../../packages/ui/src) still resolve.
  const copy = path.join(ROOT, `.redeploy-${remote}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(source, copy, {
    recursive: true,
    filter: (file) => !/^[/\\](dist|dist-server)([/\\]|$)/.test(file.slice(source.length)),
  });
  const target = path.join(copy, change.file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(change.from)) throw new Error(`${change.file} does not contain "${change.from}"`);
  writeFileSync(target, text.replace(change.from, change.to));

  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'rspack.config.mjs'], { cwd: copy, stdio: 'pipe' });
  execFileSync(process.execPath, [path.join(ROOT, 'shell', 'dist-server', 'prerender-area.cjs'), '--area', remote, '--remote-dir', copy], {
    cwd: copy,
    stdio: 'pipe',
  });
  return path.join(copy, 'dist');
}

/** infra's digest of a folder (every file's path and bytes): equal digests mean byte-identical trees. */
export async function digestTree(dir: string): Promise<string> {
  const module = (await import('../../infra/scripts/digest-tree.mjs')) as { digestTree: (dir: string) => string };
  return module.digestTree(dir);
}
