import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_CONFIG_PATH, type RemotesConfig } from '@site/composition';
import { setReportedRemotes, watchRemoteErrors } from './client-event-reporter';

/** `/remotes.json`: remote name -> URL of its mf-manifest.json (format: @site/composition). Read at run time. */
export type { RemotesConfig };

export const REMOTES_CONFIG_URL = REMOTES_CONFIG_PATH;

let registered: RemotesConfig = {};

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Fetches the remotes config and registers every remote (nothing is fetched from a remote until it is used). */
export async function registerRemotesFromConfig(url = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText} (${url})`);
  registered = (await response.json()) as RemotesConfig;
  const remotes = Object.entries(registered).map(([name, entry]) => ({ name, entry: absolute(entry) }));
  registerRemotes(remotes);
  // The error reports name each remote's version (from its manifest URL) and recognise its files in stacks.
  setReportedRemotes(Object.fromEntries(remotes.map(({ name, entry }) => [name, entry])));
  watchRemoteErrors();
  return registered;
}

/** Re-registers one remote with `force`, which drops the runtime's cached (failed) manifest and container. */
export function reregisterRemote(name: string): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry: absolute(entry) }], { force: true });
}

/** Before a retry: re-read the config if it never loaded, else force a fresh registration of that remote. */
export async function refreshRemote(name: string): Promise<void> {
  if (!registered[name]) {
    await registerRemotesFromConfig().catch(() => undefined);
    return;
  }
  reregisterRemote(name);
}
