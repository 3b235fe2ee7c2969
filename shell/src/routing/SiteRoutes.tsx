import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { NotFoundPage } from '../pages/NotFoundPage';
import { areaForPath } from './areas';

/**
 * The shell's router: the path's area decides which remote renders; the remote owns its sub-routes and renders
 * the shell's 404 (passed down) for unknown ones. Paths outside every area get the 404 directly.
 */
export function SiteRoutes({ refreshRemote }: { refreshRemote: (name: string) => Promise<void> }) {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) return <NotFoundPage />;
  return <RemoteArea key={area.name} name={area.name} notFound={<NotFoundPage />} refresh={refreshRemote} />;
}
