// Typed access to the infra scripts (plain ES modules) from the tests.
export interface SiteStack {
  url: string;
  stopRemote(name: string): Promise<void>;
  startRemote(name: string, dir?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface SiteStackOptions {
  port: number;
  apiPort: number;
  remotePorts: Record<string, number>;
  /** Like REMOTE_OVERRIDE_ALLOWLIST: origins / URL prefixes preview overrides may load a remote from. */
  overrideAllowlist?: string;
  /** Like REMOTES_CONFIG_FILE: the live remotes file deploy-remote.mjs writes (<dir>/remotes.json). */
  remotesConfigFile?: string;
  /** The folder a remote's server serves instead of its workspace build (e.g. <dir>/<remote>/ of deploy-remote.mjs). */
  remoteDirs?: Record<string, string>;
}

/** A remote's static server alone (e.g. serving a preview build on an origin of its own). */
export async function startRemoteServer(name: string, port: number, dir: string): Promise<{ stop(): Promise<void> }> {
  const module = (await import('../../infra/scripts/site-stack.mjs')) as {
    startRemoteServer(name: string, port: number, dir: string): { stop(): Promise<void> } | Promise<{ stop(): Promise<void> }>;
  };
  return await module.startRemoteServer(name, port, dir);
}

export async function startSiteStack(options: SiteStackOptions): Promise<SiteStack> {
  const module = (await import('../../infra/scripts/site-stack.mjs')) as {
    startSiteStack(o: SiteStackOptions): Promise<SiteStack>;
  };
  return module.startSiteStack(options);
}

export const ROOT = new URL('../../', import.meta.url).pathname;

export interface BackendStackOptions {
  apiPort: number;
  /** Where the worker sends the sales emails. */
  smtpUrl: string;
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  quiet?: boolean;
}

export async function startBackendStack(options: BackendStackOptions): Promise<{ stop(): Promise<void> }> {
  const module = (await import('../../infra/scripts/backend-stack.mjs')) as {
    startBackendStack(o: BackendStackOptions): Promise<{ stop(): Promise<void> }>;
  };
  return module.startBackendStack(options);
}
