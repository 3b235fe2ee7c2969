// Deploys ONE remote on its own, as its team's pipeline does: build and test only that workspace (turbo --filter;
// the shell is not rebuilt), check it against the live shell (compatibility-gate.mjs), publish its build as an
// immutable version folder, then point the live remotes config at it. The gateway reads that config per request (REMOTES_CONFIG_FILE), so the switch is instant, and a roll
// back is pointing the config at an earlier folder (--activate).
//
//   node infra/scripts/deploy-remote.mjs <remote> --to <dir> [--public-url <url>] [--version <v>] [--skip-build]
//                                        [--from <dir>] [--shell <dir>]
//   node infra/scripts/deploy-remote.mjs <remote> --to <dir> --activate <version>      (roll back / forward)
//   node infra/scripts/deploy-remote.mjs --help
//
//   <dir>/<remote>/<version>/   the remote's dist (mf-manifest.json, remoteEntry.js, chunks, pages/, files/);
//                               serve <dir>/<remote>/ as that remote's origin (REMOTE_<NAME>_ORIGIN) or sync it to a CDN
//   <dir>/remotes.json          remote -> manifest URL of its live version (the gateway's REMOTES_CONFIG_FILE)
//   <dir>/<remote>/deploys.log  one JSON line per switch (time, version, manifest URL, previous one)
//   --public-url                where browsers reach <dir>/<remote>/ (default /_remotes/<remote>: proxied by the
//                               gateway; an absolute CDN URL needs its origin in CSP_REMOTE_ORIGINS)
//   --version                   folder name (default: a hash of the build's files, so a rebuild of the same
//                               sources lands in the same folder)
//   --from                      take the build from <dir>/dist and <dir>/dist-server (default: mf-<remote>/, the
//                               workspace just built; e.g. a CI artifact); implies no build
//   --shell                     the LIVE shell's build: <dir>/dist (its mf-manifest.json) and <dir>/dist-server (its
//                               prerenderer), what the gate checks against (default: shell/ of this checkout)
// Exit codes: 0 deployed, 1 failed (build, tests, refused by the gate, missing version), 2 usage.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assertCompatible, IncompatibleBuildError } from './compatibility-gate.mjs';
import { digestTree } from './digest-tree.mjs';
import { REMOTE_NAMES } from '@site/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = `usage: deploy-remote.mjs <${REMOTE_NAMES.join('|')}> --to <dir> [--public-url <url>] [--version <v>] [--skip-build] [--from <dir>] [--shell <dir>] | --activate <version>`;
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
  --help              this text
  --canary, --promote, --abort   not yet available

Before anything is published or activated the compatibility gate refuses (exit 1, live site untouched) a build that
requires a shared singleton (react, react-dom, react-router-dom, @tanstack/react-query) in a range the live shell
does not provide, no longer exposes ./Area, needs a newer composition contract than the live shell provides, or
whose pages throw when rendered with the live shell's prerenderer.
Exit codes: 0 deployed, 1 failed (build, tests, refused, missing version), 2 usage.`;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

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

/** Writes JSON so readers see the old or the new file, never half of one. */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
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

/** Points the live config at `version` of `remote`; returns the manifest URL it replaced. */
function activate({ remote, to, version, publicUrl }) {
  const folder = path.join(to, remote, version);
  if (!existsSync(path.join(folder, 'mf-manifest.json'))) throw new Error(`${folder} holds no published build of ${remote}`);
  const configFile = path.join(to, 'remotes.json');
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  const previous = config[remote] ?? null;
  const manifestUrl = `${publicUrl.replace(/\/$/, '')}/${version}/mf-manifest.json`;
  writeJsonAtomically(configFile, { ...config, [remote]: manifestUrl });
  appendFileSync(path.join(to, remote, 'deploys.log'), `${JSON.stringify({ at: new Date().toISOString(), version, manifestUrl, previous })}\n`);
  return { manifestUrl, previous, configFile };
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
  if (version !== undefined && !VERSION.test(version)) throw new UsageError(`"${version}" is not a version folder name`);
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
    skipBuild: values['skip-build'] || values.from !== undefined,
    buildDir: path.resolve(values.from ?? path.join(ROOT, `mf-${remote}`)),
    shellDir: path.resolve(values.shell ?? path.join(ROOT, 'shell')),
  };
}

export function main(argv = process.argv.slice(2)) {
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
  const { remote, to, publicUrl, activateOnly, skipBuild, buildDir, shellDir } = options;
  try {
    let version = options.version;
    if (!activateOnly) {
      if (!skipBuild) buildAndTest(remote);
      const dist = path.join(buildDir, 'dist');
      if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build: run without --skip-build`);
      assertCompatible({ remote, remoteDist: dist, remoteServer: path.join(buildDir, 'dist-server'), shellDir });
      console.log(`${remote} passed the compatibility gate against the live shell (${shellDir})`);
      version ??= digestTree(dist).slice(0, 12);
      mkdirSync(path.join(to, remote), { recursive: true });
      const copied = publish(dist, path.join(to, remote, version));
      console.log(`${copied ? 'published' : 'already published'} ${remote} ${version} in ${path.join(to, remote, version)}`);
    }
    if (activateOnly) {
      const folder = path.join(to, remote, version);
      if (existsSync(path.join(folder, 'mf-manifest.json'))) assertCompatible({ remote, remoteDist: folder, remoteServer: undefined, shellDir });
    }
    const { manifestUrl, previous, configFile } = activate({ remote, to, version, publicUrl });
    console.log(`${remote} is live at ${manifestUrl} (was ${previous ?? 'the default'}; ${configFile})`);
    return 0;
  } catch (error) {
    const what = error instanceof IncompatibleBuildError ? 'nothing was published or activated' : 'failed';
    console.error(`deploy of ${remote} ${error instanceof IncompatibleBuildError ? `${error.message}\n${what}` : `${what}: ${error.message}`}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
