// Module Federation runtime plugin: turns a failed remote load into a fallback module instead of a crash.
// Must not import react (shared modules are not initialised yet when runtime plugins load).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailableModule } from '../remote-unavailable';

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // 'afterResolve' (manifest fetch) is left to fail: the error then reaches 'onLoad' below, and the runtime
      // forgets the failed manifest request so a later retry fetches it again.
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);
      console.warn(`[federation] ${id} unavailable: ${reason}`);
      const fallback: RemoteUnavailableModule = { remoteUnavailable: true, id, reason };
      return fallback;
    },
  };
}
