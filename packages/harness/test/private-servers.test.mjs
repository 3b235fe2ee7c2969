import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import {
  ensurePostgres,
  ensureRedis,
  findOnPath,
  findPostgresBinDir,
  freePort,
  openRedisClient,
  privatePostgres,
  privateRedis,
} from '../dist/index.js';

const quiet = () => undefined;
let tmp;
before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'harness-test-'));
  await chmod(tmp, 0o755); // the postgres user must reach its data folder
});
after(() => rm(tmp, { recursive: true, force: true }));

/**
 * @param {number} port
 * @param {[string, ...(string | number)[]]} args
 */
async function redisCommand(port, ...args) {
  const client = await openRedisClient({ port });
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

describe('Redis', { skip: !(await findOnPath('redis-server')) && 'redis-server is not installed' }, () => {
  test('privateRedis: durable with a dir, keeps acknowledged writes across a SIGKILL', async () => {
    const redis = await privateRedis({ dir: path.join(tmp, 'private-redis') });
    try {
      assert.deepEqual(await redisCommand(redis.port, 'CONFIG', 'GET', 'appendfsync'), ['appendfsync', 'always']);
      assert.deepEqual(await redisCommand(redis.port, 'CONFIG', 'GET', 'maxmemory-policy'), ['maxmemory-policy', 'noeviction']);
      await redisCommand(redis.port, 'SET', 'kept', 'yes');
      await redis.kill();
      await assert.rejects(redisCommand(redis.port, 'PING'), { code: 'ECONNREFUSED' });
      await redis.start();
      assert.equal(await redisCommand(redis.port, 'GET', 'kept'), 'yes');
    } finally {
      await redis.stop();
    }
  });

  test('ensureRedis: starts a daemon, reuses it, puts noeviction back, stops only what it started', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const dataDir = path.join(tmp, 'redis');
    const first = await ensureRedis({ url, dataDir, log: quiet });
    try {
      assert.equal(first.started, true);
      await redisCommand(port, 'CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru');
      const second = await ensureRedis({ url, dataDir, log: quiet });
      assert.equal(second.started, false);
      await second.stop();
      assert.deepEqual(await redisCommand(port, 'CONFIG', 'GET', 'maxmemory-policy'), ['maxmemory-policy', 'noeviction']);
    } finally {
      await first.stop();
      await first.stop();
    }
    await assert.rejects(redisCommand(port, 'PING'), { code: 'ECONNREFUSED' });
  });
});

describe('PostgreSQL', { skip: !(await findPostgresBinDir()) && 'PostgreSQL binaries are not installed' }, () => {
  test('privatePostgres: a cluster with its database, down after stop(), back after start()', async () => {
    const server = await privatePostgres({ dir: path.join(tmp, 'private-pg'), database: 'harness_test' });
    try {
      assert.deepEqual(await server.query('SELECT current_database() AS db'), [{ db: 'harness_test' }]);
      await server.stop();
      await assert.rejects(pgQuery(server.url, 'SELECT 1'), { code: 'ECONNREFUSED' });
      await server.start();
      assert.deepEqual(await server.query('SELECT 1 AS ok'), [{ ok: 1 }]);
    } finally {
      await server.stop();
    }
  });

  test('ensurePostgres: starts a cluster with the database, reuses it, stops only what it started', async () => {
    const port = await freePort();
    const url = `postgres://postgres@127.0.0.1:${port}/services_test`;
    const dataDir = path.join(tmp, 'postgres');
    const first = await ensurePostgres({ url, dataDir, log: quiet });
    try {
      assert.equal(first.started, true);
      const other = url.replace('services_test', 'services_test_two');
      const second = await ensurePostgres({ url: other, dataDir, log: quiet });
      assert.equal(second.started, false);
      assert.equal(second.databaseCreated, true);
      await second.stop();
      assert.deepEqual(await pgQuery(other, 'SELECT 1 AS ok'), [{ ok: 1 }]);
    } finally {
      await first.stop();
    }
    assert.throws(() => execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }));
  });
});
