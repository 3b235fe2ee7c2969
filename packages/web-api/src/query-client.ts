import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * Data defaults of spec section 7: never stale, no refetch interval, no refetch on window focus, no retries
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

/**
 * The site's QueryClient. The shell creates ONE per page (and one per server render, so requests never share
 * a cache) and provides it; @tanstack/react-query is a federation singleton, so the remotes' `useQuery` and
 * `useMutation` see this client.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_CLIENT_DEFAULTS.queries },
      mutations: { ...QUERY_CLIENT_DEFAULTS.mutations },
    },
  });
}
