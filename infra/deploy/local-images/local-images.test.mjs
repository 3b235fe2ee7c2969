// The local images run: PostgreSQL answers a query, Redis answers PING, the mail catcher accepts an SMTP message
// and shows it in its inbox, each container healthy by its image's own HEALTHCHECK and running as a non-root user,
// and containers reach each other by name on their podman network. The images are built where missing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { ensureLocalImages } from './build-local-images.mjs';
import { CONTAINER_TEST_PORTS, CONTAINER_TESTS_LOCK } from './host-ports.mjs';
import { holdMachineLock } from './machine-lock.mjs';
import { createTestNetwork, podman, removeTestContainers, startContainer, waitHealthy } from './container-fixtures.mjs';

const suffix = process.pid;
const NETWORK = `site-test-${suffix}`;
const names = { postgres: `site-test-postgres-${suffix}`, redis: `site-test-redis-${suffix}`, mailcatcher: `site-test-mail-${suffix}` };
const PASSWORD = 'local-test-only';

/** @type {Awaited<ReturnType<typeof ensureLocalImages>>} */
let images;
/** @type {{ release(): Promise<void> } | undefined} */
let lock;

describe('local images in containers', () => {
  before(async () => {
    images = await ensureLocalImages();
    for (const [name, image] of Object.entries(images))
      console.log(`${name}: ${image.tag} ${image.built ? `built in ${image.seconds} s` : 'present'}`);
    lock = await holdMachineLock(CONTAINER_TESTS_LOCK);
    removeTestContainers();
    createTestNetwork(NETWORK);
    startContainer({
      name: names.postgres,
      image: images.postgres.tag,
      network: NETWORK,
      env: { POSTGRES_PASSWORD: PASSWORD, POSTGRES_DB: 'exposure_site' },
      ports: { [CONTAINER_TEST_PORTS.postgres]: 5432 },
    });
    startContainer({
      name: names.redis,
      image: images.redis.tag,
      network: NETWORK,
      ports: { [CONTAINER_TEST_PORTS.redis]: 6379 },
      command: ['redis-server', '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'],
    });
    startContainer({
      name: names.mailcatcher,
      image: images.mailcatcher.tag,
      network: NETWORK,
      ports: { [CONTAINER_TEST_PORTS.smtp]: 1025, [CONTAINER_TEST_PORTS.mailInbox]: 1080 },
    });
    await Promise.all(Object.values(names).map((name) => waitHealthy(name)));
  });

  after(async () => {
    try {
      removeTestContainers();
    } finally {
      await lock?.release();
    }
  });

  it('PostgreSQL answers a query from the host, in the database and with the password its variables name', async () => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: CONTAINER_TEST_PORTS.postgres,
      user: 'postgres',
      password: PASSWORD,
      database: 'exposure_site',
    });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT current_database() AS database, version() AS version, 6 * 7 AS answer');
      assert.equal(rows[0].database, 'exposure_site');
      assert.match(rows[0].version, /^PostgreSQL 15\./);
      assert.equal(rows[0].answer, 42);
    } finally {
      await client.end();
    }
    const refused = new pg.Client({
      host: '127.0.0.1',
      port: CONTAINER_TEST_PORTS.postgres,
      user: 'postgres',
      password: 'wrong',
      database: 'exposure_site',
    });
    await assert.rejects(refused.connect(), /password authentication failed/);
  });

  it("Redis answers PING from the host and runs with compose's options (AOF, noeviction)", async () => {
    const redis = new Redis({
      host: '127.0.0.1',
      port: CONTAINER_TEST_PORTS.redis,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await redis.connect();
      assert.equal(await redis.ping(), 'PONG');
      assert.deepEqual(await redis.config('GET', 'appendonly'), ['appendonly', 'yes']);
      assert.deepEqual(await redis.config('GET', 'maxmemory-policy'), ['maxmemory-policy', 'noeviction']);
    } finally {
      redis.disconnect();
    }
  });

  it('the mail catcher accepts an SMTP message and shows it in its inbox', async () => {
    const subject = `Local image check ${Date.now()}`;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: CONTAINER_TEST_PORTS.smtp, secure: false, ignoreTLS: true });
    const sent = await transport.sendMail({ from: 'site@surface-harvester.test', to: 'sales@surface-harvester.test', subject, text: 'A lead.' });
    assert.deepEqual(sent.accepted, ['sales@surface-harvester.test']);
    const response = await fetch(`http://127.0.0.1:${CONTAINER_TEST_PORTS.mailInbox}/api/email`);
    assert.equal(response.status, 200);
    const inbox = /** @type {{ subject: string, to: { address: string }[] }[]} */ (await response.json());
    const message = inbox.find((email) => email.subject === subject);
    assert.ok(message, `"${subject}" in the inbox: ${JSON.stringify(inbox.map((email) => email.subject))}`);
    assert.equal(message.to[0].address, 'sales@surface-harvester.test');
  });

  it('each container runs as a non-root user', () => {
    for (const name of Object.values(names)) {
      assert.notEqual(podman('exec', name, 'id', '-u'), '0', name);
    }
  });

  it('containers reach each other by name on their network', () => {
    const ping = podman('exec', names.postgres, 'bash', '-c', `exec 3<>/dev/tcp/${names.redis}/6379 && printf 'PING\\r\\n' >&3 && head -c 7 <&3`);
    assert.equal(ping.trim(), '+PONG');
  });
});
