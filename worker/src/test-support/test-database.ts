import type { LeadJobData } from '@site/contracts';
import { dropDatabase } from '@site/harness';
import { createDataSource, LeadRepository, runMigrations } from '@site/persistence';
import pg from 'pg';
import { workerConfig } from '@site/config';

/** The server the tests use (DATABASE_URL's, or the local default), with `database` as the database name. */
function urlFor(database: string): string {
  const url = new URL(workerConfig(process.env).databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database of its own for one test file: created empty (the worker migrates it) or migrated here. */
export class TestDatabase {
  readonly name: string;
  readonly url: string;
  private pool: pg.Pool | undefined;

  constructor(label: string) {
    this.name = `worker_${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
    this.url = urlFor(this.name);
  }

  async create(options: { migrate?: boolean } = {}): Promise<this> {
    await admin((client) => client.query(`CREATE DATABASE "${this.name}"`));
    if (options.migrate) {
      const dataSource = createDataSource(this.url, 1);
      await dataSource.initialize();
      try {
        await runMigrations(dataSource);
      } finally {
        await dataSource.destroy();
      }
    }
    return this;
  }

  /** Stores the leads as the worker does (before a worker runs). */
  async storeLeads(leads: readonly LeadJobData[]): Promise<void> {
    const dataSource = createDataSource(this.url, 1);
    await dataSource.initialize();
    try {
      const repository = new LeadRepository(dataSource);
      for (const lead of leads) await repository.insertIfAbsent(lead);
    } finally {
      await dataSource.destroy();
    }
  }

  async query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    this.pool ??= new pg.Pool({ connectionString: this.url, max: 2 });
    const result = await this.pool.query<T>(sql, params);
    return result.rows;
  }

  async drop(): Promise<void> {
    await this.pool?.end();
    this.pool = undefined;
    // No WITH (FORCE): terminating a connection someone still holds makes its owner fail later with 57P01.
    await dropDatabase(this.url);
  }
}
