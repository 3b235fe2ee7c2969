// podman's Docker-compatible API on a socket of this run (`podman system service`), for docker-compose to drive
// podman: the compose tool Debian ships for podman (podman-compose 1.0.3) cannot run compose.yaml (it ignores the
// network's subnet and the gateway's fixed address, and passes `${NAME:-}` through unexpanded).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { once } from 'node:events';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** True once the API answers `GET /_ping` on `socketPath`. */
function answers(socketPath) {
  return new Promise((resolve) => {
    const ping = request({ socketPath, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    ping.on('error', () => resolve(false));
    ping.on('timeout', () => ping.destroy());
    ping.end();
  });
}

/**
 * Starts the API service on `socketPath` and waits until it answers.
 * @returns {Promise<{ dockerHost: string, stop(): Promise<void> }>} dockerHost: the DOCKER_HOST of docker-compose
 */
export async function startPodmanDockerApi(socketPath) {
  rmSync(socketPath, { force: true });
  // --time 0: no idle timeout; the service lives until stop().
  const service = spawn('podman', ['system', 'service', '--time', '0', `unix://${socketPath}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  service.stderr.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  const deadline = Date.now() + 30_000;
  while (!(await answers(socketPath))) {
    if (service.exitCode !== null || Date.now() > deadline) {
      service.kill('SIGKILL');
      throw new Error(`podman system service did not answer on ${socketPath}:\n${errors}`);
    }
    await sleep(200);
  }
  return {
    dockerHost: `unix://${socketPath}`,
    async stop() {
      if (service.exitCode === null) {
        const exited = once(service, 'exit');
        service.kill('SIGTERM');
        await exited;
      }
      rmSync(socketPath, { force: true });
    },
  };
}
