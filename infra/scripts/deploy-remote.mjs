// Deploys ONE remote on its own, as its team's pipeline does: build and test only that workspace (turbo --filter;
// the shell is not rebuilt), check it against the live shell (compatibility-gate.mjs), publish its build as an
// immutable version folder (its pages rendered by the live shell's prerenderer for that folder's URL), then point
// the live remotes config at it. The gateway reads that config per request (REMOTES_CONFIG_FILE), so the switch is
// instant, and a roll back is pointing the config at an earlier folder (--activate). With --canary <percent> the
// version goes live for that share of visitors only (the gateway's canary cohorts); --promote makes it stable,
// --abort removes it, and --watch rolls it back by itself when its browser error rate says so (canary-watch.mjs).
//
//   node infra/scripts/deploy-remote.mjs <remote> --to <dir> [--public-url <url>] [--version <v>] [--skip-build]
//                                        [--from <dir>] [--shell <dir>] [--canary <percent> [--watch ...]]
//   node infra/scripts/deploy-remote.mjs <remote> --to <dir> --activate <version> [--canary <percent>]
//   node infra/scripts/deploy-remote.mjs <remote> --to <dir> --promote | --abort
//   node infra/scripts/deploy-remote.mjs --help
//
//   <dir>/<remote>/<version>/   the remote's dist (mf-manifest.json, remoteEntry.js, chunks, pages/, files/);
//                               serve <dir>/<remote>/ as that remote's origin (REMOTE_<NAME>_ORIGIN) or sync it to a CDN
//   <dir>/remotes.json          remote -> manifest URL of its live version, or { stable, canary: { version, percent,
//                               manifestUrl } } during a canary (the gateway's REMOTES_CONFIG_FILE)
//   <dir>/<remote>/deploys.log  one JSON line per switch (time, action, version, stable and canary after it, the
//                               stable manifest URL before it as `previous`)
//   --public-url                where browsers reach <dir>/<remote>/ (default /_remotes/<remote>: proxied by the
//                               gateway; an absolute CDN URL needs its origin in CSP_REMOTE_ORIGINS)
//   --version                   folder name (default: a hash of the build's files, so a rebuild of the same
//                               sources lands in the same folder)
//   --from                      take the build from <dir>/dist and <dir>/dist-server (default: mf-<remote>/, the
//                               workspace just built; e.g. a CI artifact); implies no build
//   --shell                     the LIVE shell's build: <dir>/dist (its mf-manifest.json) and <dir>/dist-server (its
//                               prerenderer), what the gate checks against (default: shell/ of this checkout)
// Exit codes: 0 deployed, 1 failed (build, tests, refused by the gate, missing version, no canary to promote or
// abort, a canary aborted by --watch), 2 usage.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultManifestUrl } from '@site/composition';
import { VERSION_NAME } from '@site/composition/remote-releases';
import { metricsTokenFrom, WATCH_HELP, WATCH_OPTIONS, WatchUsageError, watchCanary, watchSettingsFrom } from './canary-watch.mjs';
import { assertCompatible, IncompatibleBuildError } from './compatibility-gate.mjs';
import { digestTree } from './digest-tree.mjs';
import { REMOTE_NAMES } from '@site/config';
import {
  abortCanary,
  activateStable,
  CanaryStateError,
  manifestUrlOf,
  promoteCanary,
  readReleases,
  startCanary,
  versionUrlOf,
} from './remote-releases-file.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = `usage: deploy-remote.mjs <${REMOTE_NAMES.join('|')}> --to <dir> [--public-url <url>] [--version <v>] [--skip-build] [--from <dir>] [--shell <dir>] [--canary <percent> [--watch ...]] | --activate <version> [--canary <percent>] | --promote | --abort`;
const HELP = `${USAGE}

Deploys one remote: build and test it, check it against the live shell, publish it as <dir>/<remote>/<version>/,
point <dir>/remotes.json at it.

  --to <dir>          the folder of published versions and the live remotes.json (the gateway's REMOTES_CONFIG_FILE)
  --public-url <url>  where browsers reach <dir>/<remote>/ (default /_remotes/<remote>)
  --version <v>       the version folder's name (default: a content hash of the build)
  --skip-build        publish the build already in mf-<remote>/ without building and testing it
  --from <dir>        publish the build in <dir>/dist and <dir>/dist-server (implies --skip-build)
  --shell <dir>       the live shell's build (<dir>/dist, <dir>/dist-server) to check against (default: shell/)
  --activate <v>      point remotes.json at an already published version (roll back / forward; manifest checks only)
  --canary <percent>  publish (or --activate) the version as the remote's canary for that share of visitors
                      (0 < percent <= 100, e.g. 10); everyone else stays on the stable version
  --promote           make the running canary the stable version for everyone
  --abort             remove the running canary: everyone back on the stable version
  --watch             with --canary: then watch its browser error rate and abort it by itself (options below)
  --help              this text

Watching a canary (--canary <percent> --watch; also node infra/scripts/canary-watch.mjs <remote> --to <dir> …):
${WATCH_HELP}

Before anything is published or activated the compatibility gate refuses (exit 1, live site untouched) a build that
requires a shared singleton (react, react-dom, react-router-dom, @tanstack/react-query) in a range the live shell
does not provide, no longer exposes ./Area, needs a newer composition contract than the live shell provides, or
whose pages throw when rendered with the live shell's prerenderer.
Exit codes: 0 deployed, 1 failed (build, tests, refused, missing version, no canary to promote or abort, canary
aborted by --watch), 2 usage.`;

class UsageError extends Error {}

/** The workspace's package name (`@site/mf-services`), the turbo filter of its build. */
export function workspaceOf(remote) {
  return JSON.parse(readFileSync(path.join(ROOT, `mf-${remote}`, 'package.json'), 'utf8')).name;
}

/** Builds and checks only this remote (and what it depends on, from turbo's cache). */
function buildAndTest(remote) {
  const filter = `--filter=${workspaceOf(remote)}`;
  execFileSync('npx', ['turbo', 'run', 'build', 'typecheck', 'test', filter, '--output-logs=errors-only'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

/** Copies the build into <dir>/<remote>/<version>/ (via a temporary folder: a half-copied version is never visible). */
function publish(dist, folder) {
  if (existsSync(path.join(folder, 'mf-manifest.json'))) return false;
  const temporary = `${folder}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  cpSync(dist, temporary, { recursive: true });
  rmSync(folder, { recursive: true, force: true });
  renameSync(temporary, folder);
  return true;
}

function parse(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'public-url': { type: 'string' },
      version: { type: 'string' },
      activate: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      from: { type: 'string' },
      shell: { type: 'string' },
      canary: { type: 'string' },
      promote: { type: 'boolean', default: false },
      abort: { type: 'boolean', default: false },
      watch: { type: 'boolean', default: false },
      ...WATCH_OPTIONS,
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return { help: true };
  const [remote, ...extra] = positionals;
  if (!remote || extra.length) throw new UsageError('name exactly one remote');
  if (!(/** @type {readonly string[]} */ (REMOTE_NAMES).includes(remote)))
    throw new UsageError(`unknown remote "${remote}" (known: ${REMOTE_NAMES.join(', ')})`);
  if (!values.to) throw new UsageError('--to <dir> is required');
  // An empty --shell/--from (an unset pipeline variable) must not quietly mean the current directory.
  for (const option of ['shell', 'from']) if (values[option] === '') throw new UsageError(`--${option} needs a directory`);
  const version = values.activate ?? values.version;
  if (version !== undefined && !VERSION_NAME.test(version)) throw new UsageError(`"${version}" is not a version folder name`);
  const canaryAction = values.promote ? 'promote' : values.abort ? 'abort' : undefined;
  if (values.promote && values.abort) throw new UsageError('--promote and --abort exclude each other');
  if (canaryAction) {
    for (const option of ['canary', 'activate', 'version', 'from', 'watch', 'skip-build']) {
      if (values[option] !== undefined && values[option] !== false) throw new UsageError(`--${canaryAction} takes no --${option}`);
    }
  }
  const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
  if (canaryPercent !== undefined && !(values.canary !== '' && canaryPercent > 0 && canaryPercent <= 100)) {
    throw new UsageError(`--canary takes a percent of visitors, more than 0 and at most 100 (got "${values.canary}")`);
  }
  if (values.watch && canaryPercent === undefined) throw new UsageError('--watch watches a canary: give --canary <percent>');
  let watch;
  try {
    if (values.watch) watch = watchSettingsFrom(values);
  } catch (error) {
    if (error instanceof WatchUsageError) throw new UsageError(error.message);
    throw error;
  }
  const publicUrl = values['public-url'] ?? `/_remotes/${remote}`;
  if (!publicUrl.startsWith(`/_remotes/${remote}`) && !/^https?:\/\//.test(publicUrl)) {
    throw new UsageError('--public-url must be /_remotes/<remote>[/...] (proxied by the gateway) or an absolute http(s) URL');
  }
  return {
    remote,
    to: path.resolve(values.to),
    publicUrl,
    version,
    activateOnly: values.activate !== undefined,
    canaryAction,
    canaryPercent,
    watch,
    skipBuild: values['skip-build'] || values.from !== undefined,
    buildDir: path.resolve(values.from ?? path.join(ROOT, `mf-${remote}`)),
    shellDir: path.resolve(values.shell ?? path.join(ROOT, 'shell')),
  };
}

/** Runs --promote / --abort. */
function switchCanary({ remote, to, canaryAction }) {
  if (canaryAction === 'promote') {
    const { previous, next } = promoteCanary({ to, remote });
    console.log(`${remote}'s canary ${previous?.canary?.version} is now stable for everyone: ${next.stable} (was ${previous?.stable})`);
  } else {
    const { previous, next } = abortCanary({ to, remote });
    console.log(`${remote}'s canary ${previous?.canary?.version} was aborted: everyone is back on ${next.stable}`);
  }
}

export async function main(argv = process.argv.slice(2)) {
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  const { remote, to, publicUrl, activateOnly, skipBuild, buildDir, shellDir, canaryAction, canaryPercent, watch } = options;
  try {
    if (canaryAction) {
      switchCanary({ remote, to, canaryAction });
      return 0;
    }
    // A plain deploy or roll back while a canary runs would leave its visitors on a version nobody chose: refused
    // before anything is built.
    const running = readReleases(to)[remote]?.canary;
    if (running && canaryPercent === undefined) {
      throw new CanaryStateError(`${remote}'s canary ${running.version} (${running.percent}%) is running: --promote or --abort it first`);
    }
    let version = options.version;
    if (!activateOnly) {
      if (!skipBuild) buildAndTest(remote);
      const dist = path.join(buildDir, 'dist');
      if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build: run without --skip-build`);
      version ??= digestTree(dist).slice(0, 12);
      // The gate renders the pages with the live shell's prerenderer for the version's own URL, and that rendering
      // is what goes out: each page links the stylesheets inside its version folder, not at the remote's root.
      const rendered = mkdtempSync(path.join(os.tmpdir(), `deploy-${remote}-`));
      try {
        const remoteServer = path.join(buildDir, 'dist-server');
        assertCompatible({ remote, remoteDist: dist, remoteServer, shellDir, publicUrl: versionUrlOf(publicUrl, version), workDir: rendered });
        console.log(`${remote} passed the compatibility gate against the live shell (${shellDir})`);
        mkdirSync(path.join(to, remote), { recursive: true });
        const copied = publish(path.join(rendered, 'dist'), path.join(to, remote, version));
        console.log(`${copied ? 'published' : 'already published'} ${remote} ${version} in ${path.join(to, remote, version)}`);
      } finally {
        rmSync(rendered, { recursive: true, force: true });
      }
    }
    const folder = path.join(to, remote, version);
    if (!existsSync(path.join(folder, 'mf-manifest.json'))) throw new Error(`${folder} holds no published build of ${remote}`);
    if (activateOnly) assertCompatible({ remote, remoteDist: folder, remoteServer: undefined, shellDir });
    const manifestUrl = manifestUrlOf(publicUrl, version);
    if (canaryPercent === undefined) {
      const { previous, configFile } = activateStable({ to, remote, version, manifestUrl });
      console.log(`${remote} is live at ${manifestUrl} (was ${previous?.stable ?? 'the default'}; ${configFile})`);
      return 0;
    }
    const { next, configFile } = startCanary({ to, remote, version, manifestUrl, percent: canaryPercent, defaultStable: defaultManifestUrl(remote) });
    console.log(`${remote} ${version} is the canary for ${canaryPercent}% of visitors at ${manifestUrl} (stable: ${next.stable}; ${configFile})`);
    if (!watch) return 0;
    console.log(`watching ${remote}'s canary ${version}: one JSON line per decision`);
    const outcome = await watchCanary({ remote, to, token: metricsTokenFrom(process.env), ...watch });
    return outcome === 'aborted' ? 1 : 0;
  } catch (error) {
    const refused = error instanceof IncompatibleBuildError || error instanceof CanaryStateError;
    const what = refused ? 'nothing was published or activated' : 'failed';
    const message = error instanceof CanaryStateError ? `refused: ${error.message}` : error.message;
    console.error(`deploy of ${remote} ${refused ? `${message}\n${what}` : `${what}: ${message}`}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
