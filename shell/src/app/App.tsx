import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Layout } from '../layout/Layout';
import { ScrollToTop } from '../routing/ScrollToTop';
import { SiteRoutes } from '../routing/SiteRoutes';
import { VisitRecorder } from '../routing/VisitRecorder';
import { Toaster } from '../toasts/Toaster';
import { SiteTooltipProvider } from '../toasts/TooltipDefaults';

export interface AppProps {
  queryClient: QueryClient;
  /** Re-registers a remote before "Try again" (a no-op when prerendering). */
  refreshRemote: (name: string) => Promise<void>;
}

/** The composed site: providers, layout and the area router. Rendered the same in Node and in the browser. */
export function App({ queryClient, refreshRemote }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteTooltipProvider>
        <ScrollToTop />
        <VisitRecorder />
        <Layout>
          <SiteRoutes refreshRemote={refreshRemote} />
        </Layout>
        <Toaster />
      </SiteTooltipProvider>
    </QueryClientProvider>
  );
}
