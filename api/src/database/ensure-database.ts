import pg from 'pg';

/** Identifier quoting for PostgreSQL (CREATE DATABASE takes no bind parameters). */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Creates the database named in `databaseUrl` if it does not exist yet.
 * Connects to the server's maintenance database `postgres` with the same credentials.
 * Returns true when it created the database. Safe to call concurrently: a lost race
 * (duplicate_database, 42P04) counts as "already there".
 */
export async function ensureDatabase(databaseUrl: string, connectTimeoutMs = 5000): Promise<boolean> {
  const target = new URL(databaseUrl);
  const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`DATABASE_URL has no database name: ${databaseUrl}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount && found.rowCount > 0) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}
