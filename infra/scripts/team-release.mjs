// A team's release of its remote, the steps its workflow (infra/deploy/teams/release-remote.yml) runs, runnable as
// is on a laptop: build the remote's image (Dockerfile.remote), take its browser build and its Node build out of it,
// then deploy-remote.mjs: the compatibility gate against the live shell, publish as the canary for --canary percent
// of visitors, watch its browser error rate (canary-watch.mjs) and promote it when the watch passes. Whatever else
// the watch ends with (aborted, not enough views, metrics failing) leaves every visitor on the stable version.
//
//   node infra/scripts/team-release.mjs <remote> --to <dir> --shell <dir> --metrics-url <url> [--canary 10]
//        [--image <tag> | --engine docker --context . --build-arg NAME=VALUE ...] [--public-url <url>]
//        [watch options of canary-watch.mjs: --window --interval --duration --max-error-rate --max-ratio
//         --min-views --min-error-clients]
//   env METRICS_TOKEN: sent as Bearer token to the metrics endpoint
// Exit codes: 0 promoted (stable for every visitor), 1 not released (image build failed, refused by the gate,
// canary aborted or inconclusive: stable unchanged), 2 usage.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '@site/config';
import { WATCH_OPTIONS } from './canary-watch.mjs';
import { main as deployRemote } from './deploy-remote.mjs';
import { abortCanary, readReleases } from './remote-releases-file.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOCKERFILE = path.join(ROOT, 'infra', 'deploy', 'docker', 'Dockerfile.remote');
/** Where Dockerfile.remote puts the remote's browser build (served) and its Node build (for the gate's render). */
export const IMAGE_BUILD_DIRS = { dist: '/app/site', 'dist-server': '/app/site-server' };
const USAGE = `usage: team-release.mjs <${REMOTE_NAMES.join('|')}> --to <dir> --shell <dir> --metrics-url <url> [--canary <percent>] [--image <tag> | --engine <docker|podman> --context <dir> --build-arg NAME=VALUE] [--public-url <url>] [watch options]`;
const DEFAULT_CANARY_PERCENT = '10';
/** deploys.log's reason when the release itself aborts a canary the watch left running. */
export const NOT_PROMOTED_REASON = 'the release ended without promoting it';

/** The watch options passed on to deploy-remote.mjs as they were given (--auto-promote is always on). */
const PASSED_WATCH_OPTIONS = Object.keys(WATCH_OPTIONS).filter((name) => name !== 'auto-promote');

function parse(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      shell: { type: 'string' },
      canary: { type: 'string', default: DEFAULT_CANARY_PERCENT },
      image: { type: 'string' },
      engine: { type: 'string', default: 'docker' },
      context: { type: 'string', default: ROOT },
      'build-arg': { type: 'string', multiple: true, default: [] },
      'public-url': { type: 'string' },
      ...Object.fromEntries(PASSED_WATCH_OPTIONS.map((name) => [name, WATCH_OPTIONS[name]])),
    },
  });
  const [remote, ...extra] = positionals;
  if (!remote || extra.length || !(/** @type {readonly string[]} */ (REMOTE_NAMES).includes(remote)))
    throw new Error('name exactly one known remote');
  for (const required of ['to', 'shell', 'metrics-url']) if (!values[required]) throw new Error(`--${required} is required`);
  return { remote, values };
}

/** Builds the remote's image from `context` (the repository) and returns its tag. */
function buildImage({ engine, context, remote, buildArgs }) {
  const tag = `site-release/mf-${remote}:${Date.now()}`;
  const args = [
    'build',
    '-f',
    DOCKERFILE,
    '--build-arg',
    `REMOTE=${remote}`,
    ...buildArgs.flatMap((arg) => ['--build-arg', arg]),
    '-t',
    tag,
    context,
  ];
  execFileSync(engine, args, { stdio: 'inherit' });
  return tag;
}

/** Copies the image's browser and Node builds into `<target>/dist` and `<target>/dist-server` (deploy-remote's --from). */
export function extractBuild({ engine, image, target }) {
  const container = execFileSync(engine, ['create', image], { encoding: 'utf8' }).trim();
  try {
    for (const [folder, inImage] of Object.entries(IMAGE_BUILD_DIRS)) {
      execFileSync(engine, ['cp', `${container}:${inImage}`, path.join(target, folder)], { stdio: 'inherit' });
    }
  } finally {
    execFileSync(engine, ['rm', container], { stdio: 'ignore' });
  }
  return target;
}

/**
 * Runs the release; resolves to the exit code.
 * @param {string[]} argv
 */
export async function main(argv = process.argv.slice(2)) {
  let parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const { remote, values } = parsed;
  const to = path.resolve(/** @type {string} */ (values.to));
  const work = mkdtempSync(path.join(os.tmpdir(), `team-release-${remote}-`));
  try {
    let image = values.image;
    try {
      image ??= buildImage({ engine: values.engine, context: values.context, remote, buildArgs: values['build-arg'] });
      extractBuild({ engine: values.engine, image, target: work });
    } catch (error) {
      console.error(`release of ${remote}: the image could not be built or read (${error.message}); nothing was published`);
      return 1;
    }
    const watch = PASSED_WATCH_OPTIONS.flatMap((name) => (values[name] === undefined ? [] : [`--${name}`, String(values[name])]));
    const publicUrl = values['public-url'] ? ['--public-url', values['public-url']] : [];
    const code = await deployRemote([
      remote,
      '--to',
      to,
      '--from',
      work,
      '--shell',
      /** @type {string} */ (values.shell),
      ...publicUrl,
      '--canary',
      values.canary,
      '--watch',
      '--auto-promote',
      ...watch,
    ]);
    // The watch returns without a decision when the duration passed with too few views or it failed: a release
    // nobody judged does not stay live for part of the visitors.
    const left = readReleases(to)[remote]?.canary;
    if (left) {
      abortCanary({ to, remote, reason: NOT_PROMOTED_REASON });
      console.log(`release of ${remote}: the canary ${left.version} was not promoted; aborted, every visitor is on the stable version`);
      return 1;
    }
    console.log(
      code === 0
        ? `release of ${remote}: promoted, ${readReleases(to)[remote]?.stable} is stable for every visitor`
        : `release of ${remote}: not released (refused or aborted); every visitor is on ${readReleases(to)[remote]?.stable ?? 'the default'}`,
    );
    return code;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
