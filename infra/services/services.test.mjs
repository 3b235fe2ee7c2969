// node --test infra/services/services.test.mjs
// Starts private PostgreSQL and Redis servers on free ports in temporary folders (skipped when the
// binaries are missing), and checks that a server which already runs is reused and never stopped.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { ensurePostgres, findPostgresBinDir } from './postgres.mjs';
import { ensureRedis, openRedisClient } from './redis.mjs';
import { findOnPath } from './service-utils.mjs';

const quiet = () => {};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function redisCommand(port, ...args) {
  const client = await openRedisClient({ host: '127.0.0.1', port });
  try {
    return await client.call(...args);
  } finally {
    client.disconnect();
  }
}

async function pgQuery(url, sql) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

let tmp;
before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'services-test-'));
  await chmod(tmp, 0o755); // the postgres user must reach its data folder
});
after(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('ensureRedis', { skip: !(await findOnPath('redis-server')) && 'redis-server is not installed' }, () => {
  test('starts a durable private server, reuses it, and keeps data across a restart', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const dataDir = path.join(tmp, 'redis');

    const first = await ensureRedis({ url, dataDir, log: quiet });
    try {
      assert.equal(first.started, true);
      assert.equal(await redisCommand(port, 'PING'), 'PONG');
      assert.deepEqual(await redisCommand(port, 'CONFIG', 'GET', 'appendonly'), ['appendonly', 'yes']);
      assert.deepEqual(await redisCommand(port, 'CONFIG', 'GET', 'appendfsync'), ['appendfsync', 'always']);
      assert.deepEqual(await redisCommand(port, 'CONFIG', 'GET', 'maxmemory-policy'), ['maxmemory-policy', 'noeviction']);
      await redisCommand(port, 'SET', 'kept', 'yes');

      // Someone changes the policy: the next call puts noeviction back and starts nothing.
      await redisCommand(port, 'CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru');
      const second = await ensureRedis({ url, dataDir, log: quiet });
      assert.equal(second.started, false);
      await second.stop(); // must not stop the server it did not start
      assert.equal(await redisCommand(port, 'PING'), 'PONG');
      assert.deepEqual(await redisCommand(port, 'CONFIG', 'GET', 'maxmemory-policy'), ['maxmemory-policy', 'noeviction']);
    } finally {
      await first.stop();
    }
    await assert.rejects(redisCommand(port, 'PING'), { code: 'ECONNREFUSED' });

    const restarted = await ensureRedis({ url, dataDir, log: quiet });
    try {
      assert.equal(restarted.started, true);
      assert.equal(await redisCommand(port, 'GET', 'kept'), 'yes');
    } finally {
      await restarted.stop();
      await restarted.stop(); // idempotent
    }
  });
});

describe('ensurePostgres', { skip: !(await findPostgresBinDir()) && 'PostgreSQL binaries are not installed' }, () => {
  test('starts a private cluster with the database, reuses it, and stops only what it started', async () => {
    const port = await freePort();
    const url = `postgres://postgres@127.0.0.1:${port}/services_test`;
    const dataDir = path.join(tmp, 'postgres');

    const first = await ensurePostgres({ url, dataDir, log: quiet });
    try {
      assert.equal(first.started, true);
      assert.deepEqual(await pgQuery(url, 'SELECT current_database() AS db'), [{ db: 'services_test' }]);

      const second = await ensurePostgres({ url: url.replace('services_test', 'services_test_two'), dataDir, log: quiet });
      assert.equal(second.started, false);
      await second.stop();
      assert.deepEqual(await pgQuery(url.replace('services_test', 'services_test_two'), 'SELECT 1 AS ok'), [{ ok: 1 }]);
    } finally {
      await first.stop();
      await first.stop(); // idempotent
    }
    await assert.rejects(pgQuery(url, 'SELECT 1'), { code: 'ECONNREFUSED' });
    assert.throws(() => execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }));
  });
});
