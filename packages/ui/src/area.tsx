import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

/** One page a remote owns: its absolute path, its document metadata and its component. */
export interface AreaRoute {
  /** Absolute path, e.g. '/pricing' or '/product/overview'. No path parameters: every page has a fixed path. */
  path: string;
  /** Document title, also used by the prerenderer. */
  title: string;
  /** Meta description, also used by the prerenderer. */
  description: string;
  Page: ComponentType;
}

/**
 * A page loaded on demand: each page of an area becomes its own chunk, so a visit downloads only the page it
 * shows. `name` is the page module's named export. Prerendering waits for it; hydration keeps the server HTML
 * until the chunk has arrived.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType }));
}

/** What the shell passes to a remote's exposed `./Area` component. */
export interface AreaProps {
  /** The shell's 404 page, rendered for unknown sub-paths inside the area. */
  notFound: ReactNode;
}

/** Sets the document title and meta description after render (the prerenderer writes them into the HTML). */
function DocumentMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}

/** Renders a remote's routes; an unknown path inside the area renders the shell's 404. */
export function AreaRoutes({ routes, notFound }: AreaProps & { routes: readonly AreaRoute[] }) {
  return (
    <Routes>
      {routes.map(({ path, title, description, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={null}>
              <DocumentMeta title={title} description={description} />
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
