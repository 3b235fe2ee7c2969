import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * The site's data defaults: never stale, no refetch interval, no refetch on window focus, no retries
 * for reads or writes; reads use {@link getQueryFn} and raise on 401.
 */
export const QUERY_CLIENT_DEFAULTS = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    staleTime: Infinity,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} as const satisfies DefaultOptions;

/** A QueryClient with the site's defaults. Pages use {@link siteQueryClient}; tests make their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_CLIENT_DEFAULTS.queries },
      mutations: { ...QUERY_CLIENT_DEFAULTS.mutations },
    },
  });
}

const SITE_CLIENT = Symbol.for('@site/web-api/query-client');

/**
 * The page's ONE QueryClient. Each remote bundles @site/web-api, so the client lives on globalThis under a
 * registry symbol (like the toast store) and every bundle finds the same one; @tanstack/react-query itself is a
 * federation singleton. No provider is needed: hooks take this client as an argument, so the shell does not
 * load TanStack Query on pages without a form. On the server every call makes a new client: renders never
 * share a cache.
 */
export function siteQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  const holder = globalThis as { [SITE_CLIENT]?: QueryClient };
  holder[SITE_CLIENT] ??= createQueryClient();
  return holder[SITE_CLIENT];
}
