// Containers and networks for tests, through podman: each carries the label TEST_LABEL, so what a killed run left
// behind is removed by the next one (tests hold CONTAINER_TESTS_LOCK, so no other run owns labelled things then).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const TEST_LABEL = 'site.container-test';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Runs podman; throws with its output when it fails. */
export function podman(...args) {
  const result = spawnSync('podman', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`podman could not run: ${result.error.message} (bash infra/scripts/install-system-deps.sh installs it)`);
  if (result.status !== 0) throw new Error(`podman ${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** Removes every labelled container and network (this run's, or a killed run's). */
export function removeTestContainers() {
  const containers = podman('ps', '--all', '--quiet', '--filter', `label=${TEST_LABEL}`).split('\n').filter(Boolean);
  if (containers.length) podman('rm', '--force', '--time', '0', ...containers);
  const networks = podman('network', 'ls', '--quiet', '--filter', `label=${TEST_LABEL}`).split('\n').filter(Boolean);
  if (networks.length) podman('network', 'rm', '--force', ...networks);
}

export function createTestNetwork(name) {
  podman('network', 'create', '--label', TEST_LABEL, name);
  return name;
}

/**
 * Starts a container in the background on `network`, reachable there as `name` and as each of `aliases`.
 * @param {{ name: string, image: string, network: string, aliases?: string[], env?: Record<string, string>, ports?: Record<number, number>, command?: string[] }} options
 *   ports: host port (published on 127.0.0.1) -> container port
 */
export function startContainer({ name, image, network, aliases = [], env = {}, ports = {}, command = [] }) {
  const args = ['run', '--detach', '--name', name, '--label', TEST_LABEL, '--network', network];
  for (const alias of aliases) args.push('--network-alias', alias);
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  for (const [host, container] of Object.entries(ports)) args.push('--publish', `127.0.0.1:${host}:${container}`);
  podman(...args, image, ...command);
  return name;
}

/** Waits until the image's own HEALTHCHECK passes in `name`; on timeout, fails with the container's log. */
export async function waitHealthy(name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawnSync('podman', ['healthcheck', 'run', name]).status === 0) return;
    const state = podman('inspect', '--format', '{{.State.Status}}', name);
    if (state !== 'running') break;
    await sleep(500);
  }
  const logs = spawnSync('podman', ['logs', '--tail', '40', name], { encoding: 'utf8' });
  throw new Error(`${name} did not become healthy:\n${logs.stdout}${logs.stderr}`);
}

/** How many times a build that ran out of file descriptors is tried in all (see buildWithRetries). */
const BUILD_TRIES = 3;

/**
 * `podman build` with `args`, tried again when a step ran out of file descriptors: `npm ci` in a build opens many
 * files at once and, on a loaded machine, has hit the container's open-file limit (EMFILE), which a container here
 * cannot raise above the host's. The finished layers are reused, so a retry reruns only the failed step. Any other
 * failure fails at once.
 */
function buildWithRetries(args) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      podman(...args);
      return;
    } catch (error) {
      if (attempt >= BUILD_TRIES || !/\bEMFILE\b/.test(String(error))) throw error;
      console.log(`# podman build ran out of file descriptors (EMFILE), try ${attempt + 1} of ${BUILD_TRIES}`);
    }
  }
}

/**
 * Builds `infra/deploy/docker/<dockerfile>` from the repository root as `tag`, in Docker's format (OCI images have
 * no HEALTHCHECK), with its `.dockerignore`. podman reuses the layers of earlier builds whose inputs are unchanged;
 * the image the tag named before is removed, and so are layers unused for a day. The build reaches the npm registry with the machine's CA bundle,
 * mounted read-only for the build alone.
 * @param {{ dockerfile: string, tag: string, buildArgs?: Record<string, string>, context?: string }} options
 *   context: a copy of the repository to build from instead (its own Dockerfile); the repository itself by default
 */
export function buildRepositoryImage({ dockerfile, tag, buildArgs = {}, context = ROOT }) {
  const file = path.join(context, 'infra', 'deploy', 'docker', dockerfile);
  const previous = spawnSync('podman', ['image', 'inspect', '--format', '{{.Id}}', tag], { encoding: 'utf8' }).stdout.trim();
  const args = [
    'build',
    '--format',
    'docker',
    '--file',
    file,
    '--ignorefile',
    `${file}.dockerignore`,
    '--tag',
    tag,
    '--volume',
    '/etc/ssl/certs:/etc/ssl/certs:ro',
  ];
  for (const [key, value] of Object.entries(buildArgs)) args.push('--build-arg', `${key}=${value}`);
  buildWithRetries([...args, context]);
  const current = podman('image', 'inspect', '--format', '{{.Id}}', tag);
  if (previous && previous !== current) spawnSync('podman', ['rmi', previous], { stdio: 'ignore' });
  // Layers no build has reused for a day (earlier sources' build stages): a machine that runs the tests daily keeps
  // its disk use bounded, and the layers still reused stay (they have children).
  spawnSync('podman', ['image', 'prune', '--force', '--filter', 'until=24h'], { stdio: 'ignore' });
  return tag;
}
