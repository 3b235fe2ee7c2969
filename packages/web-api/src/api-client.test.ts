import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest, getQueryFn, throwIfResNotOk } from './api-client';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

let server: TestHttpServer;

beforeAll(async () => {
  server = await startTestHttpServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Runs a query function through a real (retry-less) QueryClient, outside React. */
function runQueryFn<T>(queryFn: QueryFunction<T>, queryKey: readonly unknown[]): Promise<T> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery({ queryKey, queryFn }).finally(() => client.clear());
}

describe('throwIfResNotOk', () => {
  it('does nothing for a 2xx response and leaves the body unread', async () => {
    server.handle((_req, res) => sendJson(res, 202, { id: 'abc' }));
    const res = await fetch(`${server.origin}/ok`);
    await expect(throwIfResNotOk(res)).resolves.toBeUndefined();
    expect(res.bodyUsed).toBe(false);
    await expect(res.json()).resolves.toEqual({ id: 'abc' });
  });

  it('throws "<status>: <body text>" when the response has a body', async () => {
    server.handle((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('database is down');
    });
    const res = await fetch(`${server.origin}/fail`);
    const error = await throwIfResNotOk(res).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: database is down');
    expect((error as ApiError).status).toBe(500);
  });

  it('keeps a JSON error body verbatim in the message', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Validation failed' };
    server.handle((_req, res) => sendJson(res, 400, body));
    const res = await fetch(`${server.origin}/invalid`);
    await expect(throwIfResNotOk(res)).rejects.toThrow(`400: ${JSON.stringify(body)}`);
  });

  it('falls back to the status text when the body is empty', async () => {
    server.handle((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    await expect(throwIfResNotOk(await fetch(`${server.origin}/missing`))).rejects.toThrow(/^404: Not Found$/);

    server.handle((_req, res) => {
      res.writeHead(503, 'Queue Unavailable');
      res.end();
    });
    await expect(throwIfResNotOk(await fetch(`${server.origin}/busy`))).rejects.toThrow(/^503: Queue Unavailable$/);
  });
});

describe('apiRequest', () => {
  it('POSTs data as JSON with a JSON content type and resolves with the response', async () => {
    server.handle((_req, res) => sendJson(res, 202, { id: 'lead-1' }));
    const payload = { workEmail: 'jane@acme.com', fullName: 'Jane Doe', company: 'Acme', role: 'ciso' };

    const res = await apiRequest('POST', `${server.origin}/api/contact-submissions`, payload);

    expect(res.status).toBe(202);
    await expect(res.json()).resolves.toEqual({ id: 'lead-1' });
    expect(server.requests).toHaveLength(1);
    const [received] = server.requests;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/api/contact-submissions');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual(payload);
  });

  it('sends no body and no content type without data', async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const res = await apiRequest('DELETE', `${server.origin}/api/things/1`);
    expect(res.status).toBe(204);
    const [received] = server.requests;
    expect(received?.method).toBe('DELETE');
    expect(received?.headers['content-type']).toBeUndefined();
    expect(received?.body).toBe('');
  });

  it('sends falsy data such as false or null as JSON', async () => {
    await apiRequest('PUT', `${server.origin}/flag`, false);
    await apiRequest('PUT', `${server.origin}/flag`, null);
    expect(server.requests.map((r) => [r.headers['content-type'], r.body])).toEqual([
      ['application/json', 'false'],
      ['application/json', 'null'],
    ]);
  });

  it('always asks for credentials', async () => {
    // A pass-through spy: the real fetch still talks to the real server; only the init is inspected.
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await apiRequest('POST', `${server.origin}/a`, { a: 1 });
    await apiRequest('GET', `${server.origin}/b`);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchSpy.mock.calls) {
      expect(init?.credentials).toBe('include');
    }
  });

  it('rejects with "<status>: <text>" on a non-2xx answer', async () => {
    server.handle((_req, res) => {
      res.writeHead(429, { 'Content-Type': 'text/plain' });
      res.end('Too many requests, slow down');
    });
    await expect(apiRequest('POST', `${server.origin}/api/contact-submissions`, {})).rejects.toThrow('429: Too many requests, slow down');
  });

  it('rejects with the network error when nothing listens', async () => {
    const closed = await startTestHttpServer();
    await closed.close();
    await expect(apiRequest('POST', `${closed.origin}/x`, {})).rejects.toThrow('fetch failed'); // undici's TypeError
  });
});

describe('getQueryFn', () => {
  it('GETs the URL made by joining the query key with "/" and returns the JSON body', async () => {
    server.handle((req, res) => sendJson(res, 200, { path: req.url }));
    const queryFn = getQueryFn<{ path: string }>({ on401: 'throw' });

    const data = await runQueryFn(queryFn, [`${server.origin}/api/contact-submissions`, 42, 'notes']);

    expect(data).toEqual({ path: '/api/contact-submissions/42/notes' });
    const [received] = server.requests;
    expect(received?.method).toBe('GET');
    expect(received?.body).toBe('');
  });

  it('asks for credentials', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch'); // pass-through: the real server answers
    await runQueryFn(getQueryFn({ on401: 'returnNull' }), [`${server.origin}/me`]);
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('yields null on 401 with on401: "returnNull"', async () => {
    server.handle((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'text/plain' });
      res.end('Unauthorized');
    });
    await expect(runQueryFn(getQueryFn({ on401: 'returnNull' }), [`${server.origin}/api/me`])).resolves.toBeNull();
  });

  it('throws "401: ..." on 401 with on401: "throw"', async () => {
    server.handle((_req, res) => {
      res.writeHead(401);
      res.end();
    });
    await expect(runQueryFn(getQueryFn({ on401: 'throw' }), [`${server.origin}/api/me`])).rejects.toThrow(/^401: Unauthorized$/);
  });

  it('throws on other errors even with on401: "returnNull"', async () => {
    server.handle((_req, res) => {
      res.writeHead(403, { 'Content-Type': 'text/plain' });
      res.end('Forbidden area');
    });
    await expect(runQueryFn(getQueryFn({ on401: 'returnNull' }), [`${server.origin}/api/admin`])).rejects.toThrow('403: Forbidden area');
  });
});
