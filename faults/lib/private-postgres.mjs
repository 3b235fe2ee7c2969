// A private PostgreSQL cluster for the fault run: initdb + pg_ctl as the `postgres` user (initdb refuses root)
// in a folder of the run's temp dir that this user owns, its own socket folder, trust auth, listening on
// 127.0.0.1:<free port> only. `stop()` / `start()` take it down and bring it back (the outage fault).
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, findPostgresBinDir } from '@site/infra/services/postgres.mjs';
import { isRoot, run, sleep } from '@site/infra/services/service-utils.mjs';
import { onCleanup, onExitFallback } from './cleanup.mjs';
import { assertPrivatePort } from './ports.mjs';

const START_TIMEOUT_S = 60;

export class PrivatePostgres {
  constructor({ port, dir, logDir, database, log }) {
    assertPrivatePort(port, 'private PostgreSQL');
    this.port = port;
    this.root = dir;
    this.dataDir = path.join(dir, 'data');
    this.socketDir = path.join(dir, 'run');
    this.logFile = path.join(logDir, 'postgres.log');
    this.url = `postgres://postgres@127.0.0.1:${port}/${database}`;
    this.log = log;
    this.bin = undefined;
    this.running = false;
  }

  ownerCommand(command, args) {
    return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  }

  async runAsOwner(command, args, options = {}) {
    const [cmd, argv] = this.ownerCommand(command, args);
    return run(cmd, argv, options);
  }

  async init() {
    this.bin = await findPostgresBinDir();
    if (!this.bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (Debian package "postgresql")');
    for (const [dir, mode] of [[this.root, '755'], [this.dataDir, '700'], [this.socketDir, '755']]) {
      await mkdir(dir, { recursive: true });
      if (isRoot) await run('chown', ['postgres:postgres', dir]);
      await run('chmod', [mode, dir]);
    }
    // The log lives in the run's log folder, which the postgres user must be able to write.
    if (isRoot) await run('chown', ['postgres:postgres', path.dirname(this.logFile)]);
    await this.runAsOwner(path.join(this.bin, 'initdb'), [
      '-D', this.dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync',
    ]);
    onExitFallback(() => {
      if (!this.running) return;
      const [cmd, argv] = this.ownerCommand(path.join(this.bin, 'pg_ctl'), ['-D', this.dataDir, '-m', 'immediate', 'stop']);
      spawnSync(cmd, argv, { stdio: 'ignore', timeout: 15_000 });
    });
    onCleanup('postgres', () => this.stop());
  }

  async start() {
    const options = `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.socketDir} -c fsync=on`;
    const result = await this.runAsOwner(
      path.join(this.bin, 'pg_ctl'),
      ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', String(START_TIMEOUT_S), '-o', options, 'start'],
      { check: false },
    );
    this.running = true; // even a failed start may have left a postmaster behind: stop() checks
    if (result.code !== 0) throw new Error(`pg_ctl start failed: ${(result.stderr || result.stdout).trim()} (log ${this.logFile})`);
    await this.waitUntilUp();
  }

  /** `pg_ctl stop -m fast`: clients are disconnected, nothing listens until start(). */
  async stop() {
    if (!this.running) return;
    const result = await this.runAsOwner(
      path.join(this.bin, 'pg_ctl'),
      ['-D', this.dataDir, '-m', 'fast', '-w', '-t', String(START_TIMEOUT_S), 'stop'],
      { check: false },
    );
    if (result.code !== 0 && !/Is server running\?|does not exist/.test(result.stderr)) {
      throw new Error(`pg_ctl stop failed: ${result.stderr.trim()}`);
    }
    this.running = false;
  }

  async waitUntilUp() {
    const deadline = Date.now() + START_TIMEOUT_S * 1000;
    const adminUrl = this.url.replace(/\/[^/]*$/, '/postgres');
    while (Date.now() < deadline) {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch {
        await sleep(200);
      } finally {
        await client.end().catch(() => {});
      }
    }
    throw new Error(`private PostgreSQL on ${this.port} did not accept connections within ${START_TIMEOUT_S} s`);
  }

  createDatabase() {
    return ensureDatabase(this.url);
  }

  /** Runs one query on a short-lived connection. */
  async query(sql, params = []) {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  }
}
