// Module Federation runtime plugin: retries a remote's manifest and entry script a couple of times before the
// area falls back, so one dropped request does not show visitors the "unavailable" message.
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  }) as unknown as ModuleFederationRuntimePlugin;
}
