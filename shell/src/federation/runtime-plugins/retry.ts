// Module Federation runtime plugin: retries a remote's manifest and entry script a couple of times before the
// area falls back, so one dropped request does not show visitors the "unavailable" message.
// Our own (not @module-federation/retry-plugin): that package pulls an older copy of @module-federation/sdk
// with its polyfills into the first load (~12 KB gzip) for a few lines of retry logic.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RETRY_TIMES = 2;
export const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` once and up to `retries` more times after a failure; the last failure is thrown. */
export async function withRetries<T>(attempt: () => Promise<T>, retries = RETRY_TIMES, delayMs = RETRY_DELAY_MS): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= retries) throw error;
      await wait(delayMs);
    }
  }
}

/** A fetch that treats an HTTP error status like a network error (a manifest answered 502 is retried). */
export function fetchOk(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, init).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText} (${url})`);
    return response;
  });
}

type Hooks = Required<ModuleFederationRuntimePlugin>;
/** The hook's declared result is a promise of a promise; awaiting flattens it, so the exports themselves do. */
type LoadEntryErrorResult = ReturnType<Hooks['loadEntryError']>;
type ModuleFactoryResult = ReturnType<Hooks['getModuleFactory']>;

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry',
    // Manifest requests.
    fetch(url, init) {
      return withRetries(() => fetchOk(url, init));
    },
    // remoteEntry.js: the runtime calls this after the first load failed; forget the failed load, then retry.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = withRetries(() => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      }, RETRY_TIMES - 1);
      return retried.then((exports) => exports || undefined) as unknown as LoadEntryErrorResult;
    },
    // The expose's chunks (container.get resolves to the module factory at run time, whatever its typing says).
    getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(async () => remoteEntryExports.get(expose)) as unknown as ModuleFactoryResult;
    },
  };
}
