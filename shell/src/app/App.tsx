import { Layout } from '../layout/Layout';
import { ScrollToTop } from '../routing/ScrollToTop';
import { SiteRoutes } from '../routing/SiteRoutes';
import { VisitRecorder } from '../routing/VisitRecorder';
import { DeferredToaster } from '../toasts/DeferredToaster';

export interface AppProps {
  /** Re-registers a remote before "Try again" (a no-op when prerendering). */
  refreshRemote: (name: string) => Promise<void>;
}

/**
 * The composed site: layout, the area router and the toaster. Rendered the same in Node and in the browser.
 * No QueryClientProvider: the lead forms use the one site client from @site/web-api directly, so TanStack Query
 * is loaded with the first form, not with every page.
 */
export function App({ refreshRemote }: AppProps) {
  return (
    <>
      <ScrollToTop />
      <VisitRecorder />
      <Layout>
        <SiteRoutes refreshRemote={refreshRemote} />
      </Layout>
      <DeferredToaster />
    </>
  );
}
