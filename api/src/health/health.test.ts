import { afterEach, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../app.factory.js';
import { type ApiConfig, apiConfig } from '@site/config';
import { DatabaseConnector } from '../database/database-connector.js';
import { ensureDatabase } from '../database/ensure-database.js';

/** A TCP port nothing listens on (port 1 is tcpmux, never served locally). */
const CLOSED_PORT = 1;

interface HealthBody {
  status: string;
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string; message?: string }>;
  details: Record<string, { status: string; message?: string }>;
}

interface HealthAnswer {
  statusCode: number;
  body: HealthBody;
}

function testConfig(overrides: Partial<Record<'DATABASE_URL' | 'REDIS_URL', string>> = {}): ApiConfig {
  return apiConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', API_PORT: '0', ...overrides });
}

function withPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.port = String(port);
  return parsed.toString();
}

/** Boots the real application on an ephemeral port of 127.0.0.1, as `node dist/main.js` would. */
async function startApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * Real HTTP rather than Fastify's `inject`: light-my-request loads the ESM-only `cookie`
 * package through `require`, which Jest's ESM mode cannot do on Node 20.
 */
async function getHealth(app: NestFastifyApplication): Promise<HealthAnswer> {
  const response = await fetch(new URL('/api/health', await app.getUrl()), { signal: AbortSignal.timeout(5000) });
  return { statusCode: response.status, body: (await response.json()) as HealthBody };
}

/** Polls /api/health until `accept` holds (the connections open in the background) or the deadline passes. */
async function waitForHealth(app: NestFastifyApplication, accept: (answer: HealthAnswer) => boolean, timeoutMs: number): Promise<HealthAnswer> {
  const deadline = Date.now() + timeoutMs;
  let answer = await getHealth(app);
  while (!accept(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await getHealth(app);
  }
  return answer;
}

describe('GET /api/health', () => {
  let app: NestFastifyApplication | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers 200 when PostgreSQL and Redis are both up', async () => {
    const config = testConfig();
    await ensureDatabase(config.databaseUrl);
    app = await startApp(config);
    await expect(app.get(DatabaseConnector).whenReady()).resolves.toBe(true);

    const answer = await waitForHealth(app, (a) => a.statusCode === 200, 5000);

    expect(answer.statusCode).toBe(200);
    expect(answer.body.status).toBe('ok');
    expect(answer.body.details.database?.status).toBe('up');
    expect(answer.body.details.redis?.status).toBe('up');
  });

  it('answers 503 with redis down within a few seconds when Redis is unreachable', async () => {
    const base = testConfig();
    await ensureDatabase(base.databaseUrl);
    const startedAt = Date.now();
    app = await startApp(testConfig({ REDIS_URL: withPort(base.redisUrl, CLOSED_PORT) }));

    const answer = await waitForHealth(app, (a) => a.statusCode === 503, 3000);

    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(answer.statusCode).toBe(503);
    expect(answer.body.status).toBe('error');
    expect(answer.body.error?.redis?.status).toBe('down');
    expect(answer.body.details.redis?.status).toBe('down');
  });

  it('boots while PostgreSQL is unreachable and reports the database down', async () => {
    const base = testConfig();
    const startedAt = Date.now();
    app = await startApp(testConfig({ DATABASE_URL: withPort(base.databaseUrl, CLOSED_PORT) }));

    const answer = await waitForHealth(app, (a) => a.statusCode === 503 && a.body.details.redis?.status === 'up', 3000);

    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(answer.statusCode).toBe(503);
    expect(answer.body.error?.database?.status).toBe('down');
    expect(answer.body.details.redis?.status).toBe('up');
  });
});
