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
}

export async function startSiteStack(options: SiteStackOptions): Promise<SiteStack> {
  const module = (await import('../../infra/scripts/site-stack.mjs')) as {
    startSiteStack(o: SiteStackOptions): Promise<SiteStack>;
  };
  return module.startSiteStack(options);
}

export const ROOT = new URL('../../', import.meta.url).pathname;
