// The shell's styles come with the entry; the build inlines them into the page (build/paint-first-html-plugin.mjs).
import './styles.css';

/** Resolves in a later task, so the browser can paint and handle input between two steps of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Async boundary: shared singletons (React, the router, ...) are negotiated by the federation runtime before any
 * module that uses them is evaluated. This entry runs after the first paint (the page's inline start script,
 * @site/http-policy). The app starts in steps, each evaluated in a task of its own: React DOM, then the router,
 * then the app. Imported together, their evaluation ran in one task of 50-80 ms under a 4x slower CPU (a DevTools
 * trace of `/`), which is what Total Blocking Time counts. Each step's chunks are requested when the step is
 * reached (a few requests in sequence, after the first paint); the page is whole without them.
 */
async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('./bootstrap');
}

void start();
