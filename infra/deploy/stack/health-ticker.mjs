// Runs the health checks of a compose project's containers every few seconds. podman schedules HEALTHCHECKs with
// systemd timers, and this machine (a container itself) has no systemd: without a ticker a container stays
// `starting` for ever and compose's `depends_on: condition: service_healthy` never lets its dependants start.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TICK_MS = 2000;

/** @param {string} project compose project name @returns {{ stop(): Promise<void> }} */
export function startHealthTicker(project) {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { stdout } = await run('podman', ['ps', '--quiet', '--filter', `label=com.docker.compose.project=${project}`]).catch(() => ({
        stdout: '',
      }));
      // A container without a health check, or stopping meanwhile, fails its run: nothing to record.
      await Promise.all(
        stdout
          .split('\n')
          .filter(Boolean)
          .map((id) => run('podman', ['healthcheck', 'run', id]).catch(() => undefined)),
      );
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
