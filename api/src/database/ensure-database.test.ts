import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { apiConfig } from '@site/config';
import { ensureDatabase } from './ensure-database.js';

describe('ensureDatabase', () => {
  it('creates a missing database once and is idempotent', async () => {
    const url = new URL(apiConfig(process.env).databaseUrl);
    const name = `ensure_db_test_${process.pid}_${Date.now()}`;
    url.pathname = `/${name}`;
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      const [first, second] = [await ensureDatabase(url.toString()), await ensureDatabase(url.toString())];
      expect(first).toBe(true);
      expect(second).toBe(false);
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(found.rowCount).toBe(1);
    } finally {
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      await client.end();
    }
  });

  it('rejects a URL without a database name', async () => {
    await expect(ensureDatabase('postgres://postgres@127.0.0.1:5432/')).rejects.toThrow(/no database name/);
  });
});
