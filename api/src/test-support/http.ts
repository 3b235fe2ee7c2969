import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { createApp } from '../app.factory.js';
import type { ApiConfig } from '@site/config';
import { DatabaseConnector } from '../database/database-connector.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';

/**
 * Real HTTP rather than Fastify's `inject`: light-my-request loads the ESM-only `cookie` package through
 * `require`, which Jest's ESM mode cannot do on Node 20.
 */
export interface TestServer {
  app: NestFastifyApplication;
  url(path: string): string;
  close(): Promise<void>;
}

/** The header in which the test server reports how long it took to answer (see startTestServer). */
const HANDLING_HEADER = 'x-test-handling-ms';

/**
 * Boots the real application on 127.0.0.1, on the configured port (the test environment's 0: an ephemeral one;
 * a test that must name the API's URL before it starts, e.g. in a provider's redirect URI, gives one). Each answer carries the time from the request's
 * arrival to its answer: the test shares its event loop with the server, so a time measured by the client also
 * counts the client's own waits on a loaded machine, which is not what the API promises.
 */
export async function startTestServer(config: ApiConfig): Promise<TestServer> {
  const app = await createApp(config);
  const arrivals = new WeakMap<object, number>();
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request) => {
    arrivals.set(request, performance.now());
  });
  fastify.addHook('onSend', async (request, reply) => {
    const arrivedAt = arrivals.get(request);
    if (arrivedAt !== undefined) reply.header(HANDLING_HEADER, (performance.now() - arrivedAt).toFixed(0));
  });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const base = await app.getUrl();
  return {
    app,
    url: (path: string) => new URL(path, base.replace('[::1]', '127.0.0.1')).toString(),
    close: () => app.close(),
  };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  /** Milliseconds from sending the request to reading the whole answer. */
  elapsedMs: number;
  /** Milliseconds the server took from the request's arrival to its answer (test servers only; else elapsedMs). */
  handlingMs: number;
}

/** Sends a request (no redirects followed) and parses a JSON answer; other bodies come back as text. */
export async function request<T = unknown>(url: string, init: RequestInit = {}): Promise<Answer<T>> {
  const startedAt = Date.now();
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000), ...init });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const body = (isJson && text ? JSON.parse(text) : text) as T;
  const elapsedMs = Date.now() - startedAt;
  const handling = response.headers.get(HANDLING_HEADER);
  return { status: response.status, headers: response.headers, body, elapsedMs, handlingMs: handling === null ? elapsedMs : Number(handling) };
}

export function postJson<T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return request<T>(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export function postForm<T = unknown>(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return request<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Waits until the app's database is open: the API opens it in the background after boot (it starts while
 * PostgreSQL is down), so on a loaded machine the first requests can find it closed (health and the database
 * routes answer 503 until then).
 */
export async function waitForDatabase(server: TestServer): Promise<void> {
  await server.app.get(DatabaseConnector).whenReady();
}

/** Waits (up to 5 s) until the app's shared Redis client is connected, e.g. before testing the rate limit. */
export async function waitForRedis(server: TestServer): Promise<void> {
  const client = server.app.get<Redis>(REDIS_CLIENT);
  const deadline = Date.now() + 5000;
  while (client.status !== 'ready') {
    if (Date.now() > deadline) throw new Error(`Redis client not ready (status ${client.status})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
