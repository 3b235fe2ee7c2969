// `npm run dev`'s front-end builds: the shell and the four remotes, each bundled by Rspack in watch mode (the
// workspace's own rspack.config.mjs and Rspack), and after each bundle the rest of its `build` script (the files a
// remote publishes, the prerendered pages of dist/pages/), so dist/ is always what `npm run build` would write.
// A rebuilt shell rebuilds the remotes too: their pages are rendered by the shell's prerenderer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES } from '@site/config';
import { run } from '@site/harness';
import { ROOT } from './site-stack.mjs';

/** How a workspace's `build` script starts: the bundle, which the watch replaces. */
const BUNDLE_STEP = 'rspack build -c rspack.config.mjs';

/**
 * The commands a workspace's `build` script runs after the bundle (one source of truth: its package.json).
 * @param {string} dir
 */
function afterBundleCommand(dir) {
  const { scripts } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const [bundle, ...rest] = String(scripts?.build ?? '')
    .split('&&')
    .map((step) => step.trim());
  if (bundle !== BUNDLE_STEP) throw new Error(`${dir}/package.json: the build script must start with "${BUNDLE_STEP}" (the step dev watches)`);
  return rest.join(' && ');
}

/** @param {string} dir  the workspace's Rspack compiler over its own configuration */
async function createCompiler(dir) {
  const resolve = createRequire(path.join(dir, 'package.json')).resolve;
  const { rspack } = await import(pathToFileURL(resolve('@rspack/core')).href);
  const { default: config } = await import(pathToFileURL(path.join(dir, 'rspack.config.mjs')).href);
  return rspack(config);
}

/**
 * One workspace under watch. Its after-bundle steps run one at a time, and a compile waits for the steps in progress
 * (it would clean dist/ under the prerenderer); changes made meanwhile are built right after them.
 */
class WorkspaceWatch {
  /**
   * @param {string} name  the workspace folder (shell, mf-company, ...)
   * @param {(line: string) => void} log
   */
  constructor(name, log) {
    this.name = name;
    this.dir = path.join(ROOT, name);
    this.log = log;
    this.afterBundle = afterBundleCommand(this.dir);
    /** The after-bundle steps in progress (the next ones wait for them). */
    this.steps = Promise.resolve();
    this.watching = undefined;
  }

  /**
   * Starts the watch; resolves after the first build and its steps, rejects when it fails.
   * @param {() => Promise<void>} onRebuilt  after each later build and its steps
   */
  async start(onRebuilt) {
    const compiler = await createCompiler(this.dir);
    for (const each of compiler.compilers ?? [compiler]) each.hooks.watchRun.tapPromise('site-dev', () => this.steps.catch(() => undefined));
    await new Promise((resolve, reject) => {
      let first = true;
      this.watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
        const failure = error ? String(error.stack ?? error) : stats?.hasErrors() ? stats.toString('errors-only') : undefined;
        const wasFirst = first;
        first = false;
        if (failure) {
          this.log(`${this.name}: the bundle failed (fix the source; the last good build is still served):\n${failure}`);
          if (wasFirst) reject(new Error(`${this.name}: the first bundle failed`));
          return;
        }
        const done = this.finish().then(() => (wasFirst ? undefined : onRebuilt()));
        if (wasFirst) done.then(resolve, reject);
        else done.catch((stepError) => this.log(`${this.name}: ${stepError.message}`));
      });
    });
  }

  /** Runs the after-bundle steps (once the ones in progress are done). */
  finish() {
    this.steps = this.steps.catch(() => undefined).then(() => this.runSteps());
    return this.steps;
  }

  async runSteps() {
    if (this.afterBundle) await run('sh', ['-c', this.afterBundle], { cwd: this.dir });
    this.log(`${this.name}: rebuilt`);
  }

  /** Builds again although none of its sources changed (the shell's prerenderer did). */
  rebuild() {
    this.watching?.invalidate();
  }

  close() {
    return new Promise((resolve) => (this.watching ? this.watching.close(() => resolve(undefined)) : resolve(undefined)));
  }
}

/**
 * Builds the shell and the remotes and keeps rebuilding them; resolves once every first build is done.
 * @param {{ onRemoteRebuilt: (name: string) => Promise<void>, log?: (line: string) => void }} o
 *   onRemoteRebuilt: after a remote's dist/ (its pages included) was written again
 */
export async function watchFrontEnd({ onRemoteRebuilt, log = (line) => console.log(`[dev] ${line}`) }) {
  const shell = new WorkspaceWatch('shell', log);
  const remotes = REMOTE_NAMES.map((name) => ({ name, watch: new WorkspaceWatch(`mf-${name}`, log) }));
  const all = [shell, ...remotes.map(({ watch }) => watch)];
  try {
    // The shell first: the remotes' pages are rendered by its prerenderer (so a new one renders them again).
    await shell.start(async () => {
      for (const { watch } of remotes) watch.rebuild();
    });
    await Promise.all(remotes.map(({ name, watch }) => watch.start(() => onRemoteRebuilt(name))));
  } catch (error) {
    await Promise.all(all.map((watch) => watch.close()));
    throw error;
  }
  return {
    /** Stops every watch. */
    close: () => Promise.all(all.map((watch) => watch.close())).then(() => undefined),
  };
}
