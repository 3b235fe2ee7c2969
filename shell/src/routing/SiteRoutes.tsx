import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { areaForPath } from './areas';

// The 404 page loads only when a page needs it, not with every page's first load. On a prerendered 404 the page's
// HTML stays as it is while its code arrives, then hydrates.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/**
 * The shell's router: the path's area decides which remote renders; the remote owns its sub-routes and renders
 * the shell's 404 (passed down) for unknown ones. Paths outside every area get the 404 directly.
 */
export function SiteRoutes({ refreshRemote }: { refreshRemote: (name: string) => Promise<void> }) {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) {
    return (
      <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <RemoteArea key={area.name} name={area.name} notFound={<NotFoundPage />} refresh={refreshRemote} />;
}
