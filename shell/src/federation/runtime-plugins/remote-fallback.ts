// Module Federation runtime plugin: turns a failed remote load into a fallback module instead of a crash.
// Must not import react (shared modules are not initialised yet when runtime plugins load).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailableModule } from '../remote-unavailable';

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // A failed container script (after the retry plugin's tries) or expose reaches 'onLoad'; anything reported
      // earlier is left to fail on, to reach it.
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);
      console.warn(`[federation] ${id} unavailable: ${reason}`);
      const fallback: RemoteUnavailableModule = { remoteUnavailable: true, id, reason };
      return fallback;
    },
  };
}
