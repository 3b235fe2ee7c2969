import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { refreshRemote, registerRemotesFromConfig } from './federation/remotes-config';

async function start(): Promise<void> {
  // The theme is forced to dark on load; the HTML already carries the class, this keeps it so.
  document.documentElement.classList.add('dark');
  try {
    await registerRemotesFromConfig();
  } catch (error) {
    // The shell still starts: header, footer and the 404 work, and areas show their "Try again" fallback.
    console.warn('[federation] remotes config unavailable:', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App refreshRemote={refreshRemote} />
      </BrowserRouter>
    </StrictMode>
  );
  // Prerendered pages are hydrated; the bare shell page (a remote was down at serve time) is rendered.
  // Hydrating in a transition lets React yield between slices instead of blocking the main thread in one long
  // task (measured: the single hydration task dominated Total Blocking Time in bench/web).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
