import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => {};
}

/**
 * False during server prerender and during hydration, true afterwards.
 * The prerendered /contact HTML is the same for every `?type=`; content that depends on the query string is shown
 * only once hydrated, so the first client render matches the server HTML (no hydration mismatch).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
