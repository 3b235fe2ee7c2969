#!/usr/bin/env node
// Applies pending migrations to DATABASE_URL: `npm run -w packages/persistence migrate`.
import { parseEnvPart } from '@site/config';
import { createDataSource, runMigrations } from '../data-source.js';

const dataSource = createDataSource(parseEnvPart('migrate', process.env, ['DATABASE_URL']).DATABASE_URL);
try {
  await dataSource.initialize();
  const applied = await runMigrations(dataSource);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
} catch (error) {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (dataSource.isInitialized) await dataSource.destroy();
}
