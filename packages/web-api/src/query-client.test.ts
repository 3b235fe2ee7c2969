import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { createQueryClient, siteQueryClient } from './query-client';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

let server: TestHttpServer;
let client: QueryClient;

beforeAll(async () => {
  server = await startTestHttpServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  client = createQueryClient();
});

afterEach(() => {
  client.clear();
});

describe('createQueryClient', () => {
  it('applies the site defaults to queries and mutations: never stale, no refetch, no retries', () => {
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    });
    expect(typeof defaults.queries?.queryFn).toBe('function');
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('returns a new client each time (one per page, one per server render)', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });

  it('reads through the default query function (GET of the joined key)', async () => {
    server.handle((req, res) => sendJson(res, 200, { url: req.url }));
    const data = await client.fetchQuery({ queryKey: [`${server.origin}/api`, 'contact-submissions'] });
    expect(data).toEqual({ url: '/api/contact-submissions' });
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('never treats cached data as stale', async () => {
    server.handle((_req, res) => sendJson(res, 200, { n: server.requests.length }));
    const queryKey = [`${server.origin}/api/items`];
    const first = await client.fetchQuery({ queryKey });
    const second = await client.fetchQuery({ queryKey });
    expect(second).toBe(first);
    expect(server.requests).toHaveLength(1);
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(false);
  });

  it('raises on 401 by default', async () => {
    server.handle((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'text/plain' });
      res.end('Sign in first');
    });
    await expect(client.fetchQuery({ queryKey: [`${server.origin}/api/me`] })).rejects.toThrow('401: Sign in first');
  });

  it('does not retry a failed read', async () => {
    server.handle((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    await expect(client.fetchQuery({ queryKey: [`${server.origin}/api/flaky`] })).rejects.toThrow('500: Internal Server Error');
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a failed write', async () => {
    server.handle((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: (payload: { a: number }) => apiRequest('POST', `${server.origin}/api/contact-submissions`, payload),
    });
    await expect(mutation.execute({ a: 1 })).rejects.toThrow('503: Service Unavailable');
    expect(server.requests).toHaveLength(1);
  });

  it('refetches after invalidation (what the contact form does on success)', async () => {
    server.handle((_req, res) => sendJson(res, 200, { n: server.requests.length }));
    const queryKey = [`${server.origin}/api/contact-submissions`];
    await client.fetchQuery({ queryKey });
    await client.invalidateQueries({ queryKey });
    await client.fetchQuery({ queryKey });
    expect(server.requests).toHaveLength(2);
  });
});

describe('siteQueryClient', () => {
  it('gives every call on the server a fresh client (renders never share a cache)', () => {
    expect(typeof window).toBe('undefined');
    expect(siteQueryClient()).not.toBe(siteQueryClient());
  });

  it('in a page, gives every bundle the one client kept on globalThis', () => {
    const global = globalThis as { window?: unknown };
    global.window = globalThis;
    try {
      const first = siteQueryClient();
      expect(siteQueryClient()).toBe(first);
      expect(first.getDefaultOptions().mutations).toMatchObject({ retry: false });
    } finally {
      delete global.window;
    }
  });
});
