import type { QueryFunction } from '@tanstack/react-query';

/**
 * The error every non-successful response becomes: its message is
 * `<status>: <response text>`, or `<status>: <status text>` when the body is empty.
 * `status` is kept so callers can branch on it without parsing the message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/** Throws an {@link ApiError} unless the response is 2xx. Consumes the body only when it throws. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** HTTP methods the site's writes use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A write: sends `data` as a JSON body with a JSON content type when given (no body and no
 * content type otherwise), always with credentials. `options.headers` adds headers (e.g. `Idempotency-Key`). Resolves with the response; rejects with {@link ApiError}
 * on a non-2xx status.
 */
export async function apiRequest(
  method: HttpMethod | (string & {}),
  url: string,
  data?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a read does on 401: yield `null` (e.g. "not signed in") or raise like any other error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A read: GET to the URL made by joining the query key's parts with '/', with credentials;
 * the JSON body is the data. A 401 yields `null` when configured with `on401: 'returnNull'`.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) {
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
