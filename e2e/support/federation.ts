import type { Page } from '@playwright/test';

/** Names of the remotes whose files the page requested (…/_remotes/<name>/…). */
export function trackRemoteRequests(page: Page): Set<string> {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = /\/_remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) remotes.add(match[1]);
  });
  return remotes;
}

export interface SharedVersionInfo {
  from: string;
  loaded: boolean;
}

/** The federation runtime's view of a shared package on the page: version -> provider and loaded flag. */
export function sharedPackage(page: Page, name: string): Promise<Record<string, SharedVersionInfo>> {
  return page.evaluate((pkg) => {
    type Scope = Record<string, Record<string, { from: string; loaded?: boolean }>>;
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { shareScopeMap: { default?: Scope } }[] } }).__FEDERATION__;
    const result: Record<string, { from: string; loaded: boolean }> = {};
    for (const instance of federation.__INSTANCES__) {
      for (const [version, info] of Object.entries(instance.shareScopeMap.default?.[pkg] ?? {})) {
        if (info.loaded) result[version] = { from: info.from, loaded: true };
      }
    }
    return result;
  }, name);
}
