// The compatibility gate of deploy-remote.mjs: may this build of a remote go live next to the live shell?
// Checked before anything is published or activated, from the two builds' mf-manifest.json and by rendering the
// remote's pages with the live shell's prerenderer. Each refusal names what is missing, so the team knows whether
// to change its build or to wait for a shell deploy.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { COMPOSITION_CONTRACT_FIELD, SHARED_SINGLETONS } from '@site/composition';

/** The expose the shell loads from every remote. */
export const AREA_EXPOSE = './Area';

export class IncompatibleBuildError extends Error {
  constructor(problems) {
    super(`refused by the compatibility gate:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

export function readManifest(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${dir} holds no mf-manifest.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `react/jsx-runtime` -> `react`, `@tanstack/react-query` stays itself. */
function packageOf(name) {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version the shell provides for a shared name: its exact entry, else its package's (sub-paths share it). */
function providedVersion(shellManifest, name) {
  const exact = shellManifest.shared.find((entry) => entry.name === name);
  return (exact ?? shellManifest.shared.find((entry) => entry.name === packageOf(name)))?.version;
}

/** Singletons the remote requires in a range the live shell's copy does not satisfy. */
export function singletonProblems(remote, remoteManifest, shellManifest) {
  const problems = [];
  for (const entry of remoteManifest.shared) {
    if (!SHARED_SINGLETONS.includes(packageOf(entry.name)) || !entry.requiredVersion) continue;
    const provided = providedVersion(shellManifest, entry.name);
    // A singleton the shell does not share (TanStack Query comes with the first form) is loaded from the remote.
    if (!provided) continue;
    if (!semver.satisfies(provided, entry.requiredVersion, { includePrerelease: true })) {
      problems.push(`shared singleton ${entry.name}: ${remote} requires ${entry.requiredVersion}, the live shell provides ${provided}`);
    }
  }
  return problems;
}

export function exposeProblems(remote, remoteManifest) {
  const exposed = remoteManifest.exposes.map((expose) => expose.path ?? `./${expose.name}`);
  return exposed.includes(AREA_EXPOSE)
    ? []
    : [`${remote} no longer exposes ${AREA_EXPOSE} (exposes: ${exposed.join(', ') || 'nothing'}); the shell loads every area from it`];
}

/** A build that declares no contract (made before the field existed) counts as version 1. */
function contractOf(manifest) {
  return manifest.metaData?.[COMPOSITION_CONTRACT_FIELD] ?? 1;
}

export function contractProblems(remote, remoteManifest, shellManifest) {
  const needed = contractOf(remoteManifest);
  const provided = contractOf(shellManifest);
  return needed > provided
    ? [`composition contract: ${remote} requires version ${needed}, the live shell provides version ${provided} (deploy the shell first)`]
    : [];
}

/** Every manifest check; `[]` when the remote may go live next to this shell. */
export function manifestProblems(remote, remoteDist, shellDist) {
  const remoteManifest = readManifest(remoteDist);
  const shellManifest = readManifest(shellDist);
  return [
    ...exposeProblems(remote, remoteManifest),
    ...singletonProblems(remote, remoteManifest, shellManifest),
    ...contractProblems(remote, remoteManifest, shellManifest),
  ];
}

/**
 * Renders every page of the candidate with the live shell's prerenderer, in a copy of its build (`<workDir>/dist`
 * and `<workDir>/dist-server`), so neither the candidate nor the live site is written to; a page that throws is a
 * refusal. `publicUrl`: where browsers will reach the build's files (the pages link its stylesheets there; default
 * the remote's root, /_remotes/<remote>/). `workDir`: keep the rendered build there (deploy-remote.mjs publishes
 * it); without it a scratch folder, removed afterwards.
 * @param {string} remote
 * @param {{ remoteDist: string, remoteServer: string, shellServer: string, publicUrl?: string, workDir?: string }} build
 */
export function renderProblems(remote, { remoteDist, remoteServer, shellServer, publicUrl, workDir }) {
  const prerenderer = path.join(shellServer, 'prerender-area.cjs');
  if (!existsSync(prerenderer)) return [`the live shell's prerenderer ${prerenderer} is missing`];
  if (!existsSync(path.join(remoteServer, 'remoteEntry.cjs'))) return [`${remoteServer} holds no Node build to render ${remote}'s pages with`];
  const scratch = workDir ?? mkdtempSync(path.join(os.tmpdir(), `gate-${remote}-`));
  try {
    cpSync(remoteDist, path.join(scratch, 'dist'), { recursive: true });
    cpSync(remoteServer, path.join(scratch, 'dist-server'), { recursive: true });
    const urlArgs = publicUrl ? ['--public-url', publicUrl] : [];
    const run = spawnSync(process.execPath, [prerenderer, '--area', remote, '--remote-dir', scratch, ...urlArgs], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.status === 0) return [];
    const reason =
      `${run.stderr}`
        .split('\n')
        .find((line) => /Error\b/.test(line))
        ?.trim() ?? `exit ${run.status ?? run.signal}`;
    return [`rendering ${remote}'s pages with the live shell's prerenderer failed: ${reason}`];
  } finally {
    if (!workDir) rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Throws IncompatibleBuildError listing every problem. `remoteServer` (the build's dist-server/) also renders the
 * pages (for `publicUrl`, kept in `workDir` when given: renderProblems); without it (re-activating a published
 * folder, which holds only the browser build) the manifests alone.
 * @param {{ remote: string, remoteDist: string, remoteServer?: string, shellDir: string, publicUrl?: string, workDir?: string }} build
 */
export function assertCompatible({ remote, remoteDist, remoteServer, shellDir, publicUrl, workDir }) {
  const problems = manifestProblems(remote, remoteDist, path.join(shellDir, 'dist'));
  // Rendering a build the manifests already refuse would only repeat the problem in a noisier form.
  if (remoteServer && problems.length === 0) {
    problems.push(...renderProblems(remote, { remoteDist, remoteServer, shellServer: path.join(shellDir, 'dist-server'), publicUrl, workDir }));
  }
  if (problems.length) throw new IncompatibleBuildError(problems);
}
