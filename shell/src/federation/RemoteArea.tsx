import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaProps } from '@site/ui';
import { AreaUnavailable } from './AreaUnavailable';
import { reportRemoteView } from './client-event-reporter';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { isRemoteUnavailable, RemoteUnavailableError } from './remote-unavailable';

type AreaComponent = ComponentType<AreaProps>;

/** One lazy component per (remote, attempt): stable across renders, so server HTML and hydration agree. */
const lazyAreas = new Map<string, LazyExoticComponent<AreaComponent>>();

function lazyArea(name: string, attempt: number): LazyExoticComponent<AreaComponent> {
  const key = `${name}#${attempt}`;
  let area = lazyAreas.get(key);
  if (!area) {
    area = lazy(async () => {
      const remoteModule = await loadRemote<{ default: AreaComponent }>(`${name}/Area`).catch((error: unknown) => {
        throw new RemoteUnavailableError(name, error instanceof Error ? error.message : String(error));
      });
      if (!remoteModule || isRemoteUnavailable(remoteModule)) {
        throw new RemoteUnavailableError(name, isRemoteUnavailable(remoteModule) ? remoteModule.reason : 'empty module');
      }
      reportRemoteView(name);
      return { default: remoteModule.default };
    });
    lazyAreas.set(key, area);
  }
  return area;
}

export interface RemoteAreaProps {
  name: string;
  notFound: ReactNode;
  /** Called before a retry (re-registers the remote so the runtime fetches its manifest again). */
  refresh: (name: string) => Promise<void>;
}

/** Loads a remote's `./Area` only when one of its routes is visited; a failure stays inside this area. */
export function RemoteArea({ name, notFound, refresh }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Area = lazyArea(name, attempt);
  const retry = useCallback(() => {
    void refresh(name).then(() => setAttempt((n) => n + 1));
  }, [name, refresh]);

  return (
    <RemoteErrorBoundary key={attempt} remoteName={name} fallback={<AreaUnavailable onRetry={retry} />}>
      <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
        {/* The remote's CSS is scoped to this attribute (see @site/rspack-config). */}
        <div data-area={name} className="contents">
          <Area notFound={notFound} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
