import { dropDatabase } from '@site/harness';
import { createDataSource, runMigrations } from '@site/persistence';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type ApiConfig, apiConfig } from '@site/config';
import { ensureDatabase } from '../database/ensure-database.js';

/** An isolated environment for one test file: its own database (migrated) and its own queue prefix. */
export interface TestEnvironment {
  /** Configuration of an app in this environment (port 0, silent logs unless LOG_LEVEL is set). */
  config(overrides?: NodeJS.ProcessEnv): ApiConfig;
  databaseUrl: string;
  queuePrefix: string;
  /** Runs SQL against the test database. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Drops the database (every app using it must be closed first) and deletes the prefix's Redis keys. */
  cleanup(): Promise<void>;
}

function unique(name: string): string {
  return `${name}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
}

/** Creates a fresh, migrated database and a fresh queue prefix named after the test file. */
export async function createTestEnvironment(name: string): Promise<TestEnvironment> {
  const base = apiConfig(process.env);
  const id = unique(name);
  const url = new URL(base.databaseUrl);
  const databaseName = `api_test_${id}`;
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const queuePrefix = `test-${id}`;

  await ensureDatabase(databaseUrl);
  const dataSource = createDataSource(databaseUrl, 1);
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  return {
    databaseUrl,
    queuePrefix,
    config: (overrides = {}) =>
      apiConfig({
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        API_PORT: '0',
        DATABASE_URL: databaseUrl,
        QUEUE_PREFIX: queuePrefix,
        RATE_LIMIT_MAX: '1000',
        ADMIN_RATE_LIMIT_MAX: '1000',
        // The tests play the local gateway: X-Forwarded-For from 127.0.0.1 names the client (as in `npm start`).
        TRUST_PROXY: 'loopback',
        ...overrides,
      }),
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await pool.query<T>(sql, params)).rows;
    },
    async cleanup() {
      await pool.end();
      // No WITH (FORCE): terminating a connection someone still holds makes its owner fail later with 57P01.
      await dropDatabase(databaseUrl);
      await deleteRedisKeys(base.redisUrl, `${queuePrefix}:*`);
    },
  };
}

/** Deletes every key matching `pattern` (SCAN, never KEYS). */
export async function deleteRedisKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
