// The backend as the manifests describe it, run by `podman kube play`: the local-only overlay podman-play (the base
// plus a mail catcher) rendered by kustomize, its api, worker, PostgreSQL, Redis and mail catcher pods made playable
// (podman-playable.mjs) with the local images in place of the registry's, the Secrets a cluster gets out of band
// made as podman secrets. /api/health answers from the host, a lead posted to the api reaches sales' inbox through
// the worker, and `podman kube down` leaves no pod, container or volume of the run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { stringify } from 'yaml';
import { ensureLocalImages } from '../local-images/build-local-images.mjs';
import { createTestNetwork, podman, removeTestContainers, TEST_LABEL } from '../local-images/container-fixtures.mjs';
import { CONTAINER_TESTS_LOCK, KUBE_PLAY_PORTS } from '../local-images/host-ports.mjs';
import { holdMachineLock } from '../local-images/machine-lock.mjs';
import { buildBackendImages } from '../local-images/site-images.mjs';
import { postLeadJson, waitFor } from '../stack/lead-probes.mjs';
import { playableObjects, requiredSecretKeys } from './podman-playable.mjs';
import { renderKustomization } from './render.mjs';

const OVERLAY = 'overlays/podman-play';
const WORKLOADS = ['postgres', 'redis', 'mailcatcher', 'worker', 'api'];
const RUN_LABEL = `${TEST_LABEL}=podman-play`;
const NETWORK = `site-test-kube-play-${process.pid}`;
const API = `http://127.0.0.1:${KUBE_PLAY_PORTS.api}`;
const MAIL_INBOX = `http://127.0.0.1:${KUBE_PLAY_PORTS.mailInbox}`;

const rendered = renderKustomization(OVERLAY);
/** The rendered object of one of `kinds` named `name`; fails when kustomize rendered none. */
function renderedObject(kinds, name) {
  const found = rendered.find((object) => kinds.includes(object.kind) && object.metadata.name === name);
  if (!found) throw new Error(`${OVERLAY} renders no ${kinds.join(' or ')} ${name}`);
  return found;
}
const envOf = (name) =>
  Object.fromEntries(
    renderedObject(['Deployment', 'StatefulSet'], name).spec.template.spec.containers[0].env.map(({ name: key, value }) => [key, value]),
  );
const portOf = (service, name) => renderedObject(['Service'], service).spec.ports.find((port) => port.name === name).port;

/** The Secrets the base leaves to the operator, made up for this run; hosts are the Services' names, as in a cluster. */
function secretsOfRun() {
  const postgres = envOf('postgres');
  const postgresPassword = randomBytes(16).toString('hex');
  const redisPassword = randomBytes(16).toString('hex');
  const database = `postgres://${postgres.POSTGRES_USER}:${postgresPassword}@postgres:${portOf('postgres', 'postgres')}/${postgres.POSTGRES_DB}`;
  return {
    'site-backend': { DATABASE_URL: database, REDIS_URL: `redis://:${redisPassword}@redis:${portOf('redis', 'redis')}` },
    'site-smtp': { SMTP_URL: `smtp://mailcatcher:${portOf('mailcatcher', 'smtp')}` },
    'site-postgres': { POSTGRES_PASSWORD: postgresPassword },
    'site-redis': { REDIS_PASSWORD: redisPassword },
    'site-claims': { CLAIM_TOKEN_SECRET: randomBytes(32).toString('hex') },
    'site-staff-sessions': { STAFF_SESSION_SECRET: randomBytes(32).toString('hex') },
    'site-metrics': { METRICS_TOKEN: randomBytes(32).toString('hex') },
  };
}

/**
 * A podman secret `secretKeyRef` reads in podman 4.3: a JSON map of key -> base64 value (its `kind: Secret` support
 * stores the YAML, which the same version's secretKeyRef cannot read). From a file of the run's private folder (podman
 * reads `-` only from a pipe, and Node hands a child a socket), removed once made. Replaces one a killed run left.
 */
function createPodmanSecret(name, data) {
  spawnSync('podman', ['secret', 'rm', name], { stdio: 'ignore' });
  const encoded = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value).toString('base64')]));
  const file = path.join(folder, `${name}.json`);
  writeFileSync(file, JSON.stringify(encoded), { mode: 0o600 });
  try {
    podman('secret', 'create', '--label', RUN_LABEL, name, file);
  } finally {
    rmSync(file);
  }
}

const lines = (text) => text.split('\n').filter(Boolean);
const podsOfRun = () => lines(podman('pod', 'ps', '--quiet', '--filter', `label=${RUN_LABEL}`));
const logsOf = (container) => {
  const logs = spawnSync('podman', ['logs', '--tail', '30', container], { encoding: 'utf8' });
  return `--- ${container}\n${logs.stdout}${logs.stderr}`;
};

/** Pods of this overlay a killed run left (found by their label), their secrets and labelled networks. */
function removeLeftovers(secretNames) {
  const pods = podsOfRun();
  if (pods.length) podman('pod', 'rm', '--force', ...pods);
  for (const name of secretNames) spawnSync('podman', ['secret', 'rm', name], { stdio: 'ignore' });
  removeTestContainers();
}

/** @type {{ release(): Promise<void> } | undefined} */
let lock;
const secrets = secretsOfRun();
const folder = mkdtempSync(path.join(tmpdir(), 'site-kube-play-'));
const playFile = path.join(folder, 'backend.yaml');
/** What the run made: its pods' ids, their containers' ids and the volumes they mount. */
const made = { pods: /** @type {string[]} */ ([]), containers: /** @type {string[]} */ ([]), volumes: /** @type {string[]} */ ([]) };

describe('the backend run by podman kube play from the rendered manifests', () => {
  before(async () => {
    const images = await ensureLocalImages();
    lock = await holdMachineLock(CONTAINER_TESTS_LOCK);
    removeLeftovers(Object.keys(secrets));
    const { api, worker } = buildBackendImages(images.node.tag);
    const objects = playableObjects(rendered, {
      workloads: WORKLOADS,
      images: {
        'surface-harvester/api': api,
        'surface-harvester/worker': worker,
        postgres: images.postgres.tag,
        redis: images.redis.tag,
        mailcatcher: images.mailcatcher.tag,
      },
      hostPorts: { api: { http: KUBE_PLAY_PORTS.api }, mailcatcher: { inbox: KUBE_PLAY_PORTS.mailInbox } },
      secrets,
      labels: { [TEST_LABEL]: 'podman-play' },
    });
    const provided = Object.fromEntries(Object.entries(secrets).map(([name, data]) => [name, Object.keys(data).sort()]));
    assert.deepEqual(provided, requiredSecretKeys(objects), 'the run makes exactly the Secret keys the pods require');

    createTestNetwork(NETWORK);
    for (const [name, data] of Object.entries(secrets)) createPodmanSecret(name, data);
    writeFileSync(playFile, objects.map((object) => stringify(object)).join('---\n'));
    podman('kube', 'play', '--network', NETWORK, playFile);

    made.pods = podsOfRun();
    made.containers = lines(podman('ps', '--all', '--quiet', '--no-trunc', ...made.pods.flatMap((pod) => ['--filter', `pod=${pod}`])));
    made.volumes = lines(podman('inspect', '--format', '{{range .Mounts}}{{if .Name}}{{.Name}}\n{{end}}{{end}}', ...made.containers));
    await waitFor(
      async () => (await fetch(`${API}/api/health`).catch(() => undefined))?.ok,
      180_000,
      () => `the api did not answer /api/health:\n${['api-api', 'worker-worker', 'postgres-postgres', 'redis-redis'].map(logsOf).join('\n')}`,
    );
  });

  after(async () => {
    try {
      removeLeftovers(Object.keys(secrets));
      rmSync(folder, { recursive: true, force: true });
    } finally {
      await lock?.release();
    }
  });

  it('plays each workload as one running pod with its containers', () => {
    const running = lines(podman('pod', 'ps', '--filter', `label=${RUN_LABEL}`, '--format', '{{.Name}} {{.Status}}')).sort();
    assert.deepEqual(running, WORKLOADS.map((name) => `${name} Running`).sort());
  });

  it('/api/health answers 200 from the host, with PostgreSQL, Redis and the queue up', async () => {
    const response = await fetch(`${API}/api/health`);
    const body = /** @type {{ status: string }} */ (await response.json());
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(body.status, 'ok');
  });

  it('a lead posted to the api is e-mailed to sales by the worker, through the mail catcher', async () => {
    const marker = randomUUID();
    const id = await postLeadJson(API, marker);
    const sales = envOf('worker').SALES_EMAIL;
    /** @type {{ subject: string, text?: string, to: { address: string }[] }[]} */
    let inbox = [];
    await waitFor(
      async () => {
        inbox = /** @type {typeof inbox} */ (await (await fetch(`${MAIL_INBOX}/api/email`)).json());
        return inbox.some((email) => email.to.some((to) => to.address === sales) && email.text?.includes(marker));
      },
      60_000,
      () => `lead ${id} not e-mailed to ${sales}; inbox: ${JSON.stringify(inbox.map((email) => email.subject))}\n${logsOf('worker-worker')}`,
    );
  });

  it('podman kube down leaves no pod, container or volume of the run', () => {
    assert.ok(made.pods.length === WORKLOADS.length && made.containers.length > made.pods.length && made.volumes.length > 0, JSON.stringify(made));
    podman('kube', 'down', playFile);
    const exists = (kind, id) => spawnSync('podman', [kind, 'exists', id]).status === 0;
    assert.deepEqual(
      made.pods.filter((id) => exists('pod', id)),
      [],
      'pods',
    );
    assert.deepEqual(
      made.containers.filter((id) => exists('container', id)),
      [],
      'containers',
    );
    assert.deepEqual(
      made.volumes.filter((name) => exists('volume', name)),
      [],
      'volumes',
    );
  });
});
