import { runMigrations } from '@site/persistence';
import type { DataSource } from 'typeorm';

/** Advisory lock key taken while migrating: two workers (or a worker and the CLI) starting together wait in turn. */
export const MIGRATION_LOCK_KEY = 7_214_503_118;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so that replicas starting at the same moment
 * do not race to create the same tables. Returns the names of the migrations applied.
 */
export async function migrateOnStart(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await runMigrations(dataSource);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
