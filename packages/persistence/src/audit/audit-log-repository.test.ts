import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_DATABASE_URL, dropDatabase, ensureDatabase } from '@site/harness';
import { DataSource } from 'typeorm';
import { createDataSource, MIGRATIONS } from '../data-source.js';
import { UserRepository } from '../users/user-repository.js';
import { AuditLogRepository } from './audit-log-repository.js';

let databaseUrl: string;
let dataSource: DataSource;

/** The data source with the migrations before roles and the append-only log only. */
function beforeRoles(url: string): DataSource {
  const options = createDataSource(url, 1).options;
  return new DataSource({ ...options, migrations: MIGRATIONS.slice(0, -1) });
}

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  url.pathname = `/persistence_audit_${process.pid}_${Date.now().toString(36)}`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const old = beforeRoles(databaseUrl);
  await old.initialize();
  await old.runMigrations({ transaction: 'each' });
  await old.query("INSERT INTO users (username, password) VALUES ('old-timer', 'hash')");
  await old.query(`INSERT INTO privacy_audit_log (action, actor, counts) VALUES ('erasure', 'old-timer', '{"demo-request": 1}')`);
  await old.destroy();
  dataSource = createDataSource(databaseUrl, 2);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
});

afterAll(async () => {
  await dataSource?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('staff roles', () => {
  it('makes the users that existed admins, and gives a role to each new one', async () => {
    const users = new UserRepository(dataSource);
    expect(await users.roleOf('old-timer')).toBe('admin');
    await users.upsert('new-seller', 'hash', 'sales');
    expect(await users.roleOf('new-seller')).toBe('sales');
    // A new password keeps the role.
    await users.upsert('new-seller', 'other hash', 'admin');
    expect(await users.roleOf('new-seller')).toBe('sales');
    expect(await users.setRole('new-seller', 'admin')).toEqual({ changed: true });
    expect(await users.setRole('new-seller', 'admin')).toEqual({ changed: false });
    expect(await users.setRole('nobody', 'admin')).toBeUndefined();
    await expect(dataSource.query("UPDATE users SET role = 'root' WHERE username = 'old-timer'")).rejects.toThrow(/check constraint/);
  });
});

describe('the audit log', () => {
  it('keeps the privacy entries written before, and shows the privacy requests alone as privacy_audit_log', async () => {
    const audit = new AuditLogRepository(dataSource);
    await audit.record({ action: 'role-changed', actor: 'cli:root', subject: { user: 'new-seller' }, counts: {} });
    await audit.record({
      action: 'lead-verdict-changed',
      actor: 'new-seller',
      subject: { lead: { kind: 'demo-request', id: '00000000-0000-4000-8000-000000000001' } },
    });
    const latest = await audit.latest(10);
    expect(latest.map((row) => [row.action, row.subject])).toEqual([
      ['lead-verdict-changed', 'lead:demo-request/00000000-0000-4000-8000-000000000001'],
      ['role-changed', 'user:new-seller'],
      ['erasure', null],
    ]);
    const privacy = await dataSource.query<Array<{ action: string }>>('SELECT action FROM privacy_audit_log');
    expect(privacy).toEqual([{ action: 'erasure' }]);
  });

  it('refuses to change, delete or truncate an entry, directly or through the view', async () => {
    for (const statement of [
      "UPDATE audit_log SET actor = 'someone else'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
      "UPDATE privacy_audit_log SET actor = 'someone else'",
      'DELETE FROM privacy_audit_log',
    ]) {
      await expect(dataSource.query(statement)).rejects.toThrow(/audit_log is append-only/);
    }
    const [entries] = await dataSource.query<Array<{ count: string }>>('SELECT count(*) FROM audit_log');
    expect(Number(entries?.count)).toBe(3);
  });

  it('goes back to the privacy log of before when the migration is reverted', async () => {
    await dataSource.undoLastMigration({ transaction: 'each' });
    const rows = await dataSource.query<Array<{ action: string }>>('SELECT action FROM privacy_audit_log');
    expect(rows).toEqual([{ action: 'erasure' }]);
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await new UserRepository(dataSource).roleOf('old-timer')).toBe('admin');
  });
});
