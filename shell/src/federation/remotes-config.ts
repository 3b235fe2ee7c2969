import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerEntryBeside, REMOTES_CONFIG_PATH, type RemotesConfig } from '@site/composition';
import { setReportedRemotes, watchRemoteErrors } from './client-event-reporter';

/** `/remotes.json`: remote name -> URL of its mf-manifest.json (format: @site/composition). Read at run time. */
export type { RemotesConfig };

export const REMOTES_CONFIG_URL = REMOTES_CONFIG_PATH;

let registered: RemotesConfig = {};

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * How the runtime is told where a remote is: by the container script beside the manifest the config names, not by
 * the manifest. The shell's runtime is built without its manifest reader (`disableSnapshot`, 1.4 KB off every
 * first load), and the page is spared the manifest request before the container's.
 */
function registration(name: string, manifestUrl: string) {
  return { name, entry: absolute(containerEntryBeside(manifestUrl)) };
}

/** Fetches the remotes config and registers every remote (nothing is fetched from a remote until it is used). */
export async function registerRemotesFromConfig(url = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText} (${url})`);
  registered = (await response.json()) as RemotesConfig;
  registerRemotes(Object.entries(registered).map(([name, manifestUrl]) => registration(name, manifestUrl)));
  // The error reports name each remote's version (from its manifest URL) and recognise its files in stacks.
  setReportedRemotes(Object.fromEntries(Object.entries(registered).map(([name, manifestUrl]) => [name, absolute(manifestUrl)])));
  watchRemoteErrors();
  return registered;
}

/** Re-registers one remote with `force`, which drops the runtime's cached (failed) container. */
export function reregisterRemote(name: string): void {
  const manifestUrl = registered[name];
  if (manifestUrl) registerRemotes([registration(name, manifestUrl)], { force: true });
}

/** Before a retry: re-read the config if it never loaded, else force a fresh registration of that remote. */
export async function refreshRemote(name: string): Promise<void> {
  if (!registered[name]) {
    await registerRemotesFromConfig().catch(() => undefined);
    return;
  }
  reregisterRemote(name);
}
