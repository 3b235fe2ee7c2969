// The api and worker images as shipped: built from Dockerfile.api and Dockerfile.worker with the local Node base as
// NODE_IMAGE, then run with compose.yaml's environment against the local PostgreSQL, Redis and mail catcher images
// on one podman network (each reachable under its compose service name). /api/health answers from the host, both
// containers pass their own HEALTHCHECK as a non-root user, and a lead posted to the api reaches sales' inbox
// through the worker.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ensureLocalImages } from '../local-images/build-local-images.mjs';
import { createTestNetwork, podman, removeTestContainers, startContainer, waitHealthy } from '../local-images/container-fixtures.mjs';
import { CONTAINER_TEST_PORTS, CONTAINER_TESTS_LOCK } from '../local-images/host-ports.mjs';
import { holdMachineLock } from '../local-images/machine-lock.mjs';
import { buildBackendImages } from '../local-images/site-images.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const compose = parse(readFileSync(path.join(HERE, '..', 'compose.yaml'), 'utf8')).services;
const suffix = process.pid;
const NETWORK = `site-test-backend-${suffix}`;
const name = (service) => `site-test-${service}-${suffix}`;
const API = `http://127.0.0.1:${CONTAINER_TEST_PORTS.api}`;
const MAIL_INBOX = `http://127.0.0.1:${CONTAINER_TEST_PORTS.mailInbox}`;

/** Secrets compose makes the operator export (`${NAME:?…}`), made up for this run. */
const SECRETS = { CLAIM_TOKEN_SECRET: randomBytes(32).toString('hex'), STAFF_SESSION_SECRET: randomBytes(32).toString('hex') };

/** A compose service's environment with `${NAME:?…}` taken from SECRETS and `${NAME:-default}` at its default. */
function environmentOf(service) {
  return Object.fromEntries(
    Object.entries(compose[service].environment).map(([key, value]) => [
      key,
      String(value).replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, variable, kind, rest) => {
        if (variable in SECRETS) return SECRETS[variable];
        assert.equal(kind, '-', `${service}: ${variable} is required by compose.yaml and has no test value`);
        return rest;
      }),
    ]),
  );
}

/** @type {{ release(): Promise<void> } | undefined} */
let lock;

describe('api and worker images on a podman network', () => {
  before(async () => {
    const images = await ensureLocalImages();
    lock = await holdMachineLock(CONTAINER_TESTS_LOCK);
    removeTestContainers();
    const { api, worker } = buildBackendImages(images.node.tag);

    createTestNetwork(NETWORK);
    startContainer({
      name: name('postgres'),
      aliases: ['postgres'],
      image: images.postgres.tag,
      network: NETWORK,
      env: compose.postgres.environment,
    });
    startContainer({ name: name('redis'), aliases: ['redis'], image: images.redis.tag, network: NETWORK, command: compose.redis.command });
    startContainer({
      name: name('mailcatcher'),
      aliases: ['mailcatcher'],
      image: images.mailcatcher.tag,
      network: NETWORK,
      ports: { [CONTAINER_TEST_PORTS.mailInbox]: 1080 },
    });
    await Promise.all(['postgres', 'redis', 'mailcatcher'].map((service) => waitHealthy(name(service))));
    startContainer({ name: name('worker'), aliases: ['worker'], image: worker, network: NETWORK, env: environmentOf('worker') });
    startContainer({
      name: name('api'),
      aliases: ['api'],
      image: api,
      network: NETWORK,
      env: environmentOf('api'),
      ports: { [CONTAINER_TEST_PORTS.api]: 3000 },
    });
    await Promise.all(['worker', 'api'].map((service) => waitHealthy(name(service), 120_000)));
  });

  after(async () => {
    try {
      removeTestContainers();
    } finally {
      await lock?.release();
    }
  });

  it('/api/health answers 200 from the host, with PostgreSQL, Redis and the queue up', async () => {
    const response = await fetch(`${API}/api/health`);
    const body = /** @type {{ status: string }} */ (await response.json());
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(body.status, 'ok');
  });

  it('api and worker run as uid 1000 from the built files only: no compiler, no sources', () => {
    for (const service of ['api', 'worker']) {
      assert.equal(podman('exec', name(service), 'id', '-u'), '1000', service);
      const found = podman('exec', name(service), 'sh', '-c', 'command -v g++ make python3; ls -d */src packages/*/src 2>/dev/null; true');
      assert.equal(found, '', `${service}: ${found}`);
    }
  });

  it('a lead posted to the api is e-mailed to sales by the worker', async () => {
    const marker = randomUUID();
    const response = await fetch(`${API}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': marker },
      body: JSON.stringify({
        workEmail: 'ciso@container-check.example',
        fullName: 'Container Check',
        company: 'Container Check Co',
        role: 'ciso',
        deploymentInterest: 'saas',
        message: `Lead ${marker} through the images.`,
      }),
    });
    assert.equal(response.status, 202, await response.clone().text());
    const { id } = /** @type {{ id: string }} */ (await response.json());
    const sales = compose.worker.environment.SALES_EMAIL;
    const deadline = Date.now() + 60_000;
    /** @type {{ subject: string, text?: string, to: { address: string }[] }[]} */
    let inbox = [];
    while (Date.now() < deadline) {
      inbox = /** @type {typeof inbox} */ (await (await fetch(`${MAIL_INBOX}/api/email`)).json());
      if (inbox.some((email) => email.to.some((to) => to.address === sales) && email.text?.includes(marker))) return;
      await sleep(500);
    }
    assert.fail(`lead ${id} not e-mailed to ${sales} within 60 s; inbox: ${JSON.stringify(inbox.map((email) => email.subject))}`);
  });
});
