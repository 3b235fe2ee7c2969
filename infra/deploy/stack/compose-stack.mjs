// A compose project run by docker-compose against podman's Docker API: compose.yaml plus a run's override file,
// under a project name of the run, with every published host port and secret passed as the variables compose.yaml
// reads. Only the environment given here reaches compose, so the caller's shell variables cannot change the stack.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { podman } from '../local-images/container-fixtures.mjs';

const run = promisify(execFile);
export const PROJECT_LABEL = 'com.docker.compose.project';

/**
 * Removes what killed runs left of compose projects named `<prefix>...`: containers, networks, volumes. Call it while
 * holding CONTAINER_TESTS_LOCK, when no other run owns such a project. A network left behind would otherwise keep
 * compose.yaml's fixed subnet, and every later `up` would fail with "subnet ... is already used".
 * @returns {string[]} the names removed
 */
export function removeStaleStacks(prefix) {
  // compose names each container, network and volume of a project `<project>_...`.
  const listed = (...list) =>
    podman(...list, '--filter', `label=${PROJECT_LABEL}`)
      .split('\n')
      .filter((name) => name.startsWith(prefix));
  const containers = listed('ps', '--all', '--format', '{{.Names}}');
  if (containers.length) podman('rm', '--force', '--time', '0', ...containers);
  const networks = listed('network', 'ls', '--format', '{{.Name}}');
  if (networks.length) podman('network', 'rm', '--force', ...networks);
  const volumes = listed('volume', 'ls', '--format', '{{.Name}}');
  if (volumes.length) podman('volume', 'rm', '--force', ...volumes);
  return [...containers, ...networks, ...volumes];
}

/**
 * @param {{ project: string, files: string[], dockerHost: string, variables: Record<string, string | number> }} options
 */
export function composeStack({ project, files, dockerHost, variables }) {
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    DOCKER_HOST: dockerHost,
    ...Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, String(v)])),
  };
  const compose = async (...args) => {
    try {
      const { stdout } = await run(
        'docker-compose',
        ['--ansi', 'never', '--project-name', project, ...files.flatMap((file) => ['--file', file]), ...args],
        {
          env,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      return stdout;
    } catch (error) {
      const failed = /** @type {{ stdout?: string, stderr?: string, message: string }} */ (error);
      throw new Error(`docker-compose ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    }
  };
  const byProject = ['--filter', `label=${PROJECT_LABEL}=${project}`];
  return {
    project,
    compose,
    /** Starts `services` (all when empty) from the images present, waiting for their `depends_on` conditions. */
    up: (services = []) => compose('up', '--detach', '--no-build', ...services),
    /** Stops and removes the project's containers, networks and volumes. */
    down: () => compose('down', '--volumes', '--remove-orphans', '--timeout', '30'),
    /** The id of the service's one container. */
    container(service) {
      const ids = podman('ps', '--all', '--quiet', '--no-trunc', ...byProject, '--filter', `label=com.docker.compose.service=${service}`)
        .split('\n')
        .filter(Boolean);
      if (ids.length !== 1) throw new Error(`${project}: ${ids.length} containers for ${service}`);
      return ids[0];
    },
    /** `{{.State.Health.Status}}` etc. of a container. */
    inspect: (id, format) => podman('inspect', '--format', format, id),
    /** What of the project is left in podman: containers, networks, volumes (names). */
    leftovers: () => ({
      containers: podman('ps', '--all', '--format', '{{.Names}}', ...byProject)
        .split('\n')
        .filter(Boolean),
      networks: podman('network', 'ls', '--format', '{{.Name}}', ...byProject)
        .split('\n')
        .filter(Boolean),
      volumes: podman('volume', 'ls', '--format', '{{.Name}}', ...byProject)
        .split('\n')
        .filter(Boolean),
    }),
  };
}
