// The shell's styles come with the entry; the build inlines them into the page (build/paint-first-html-plugin.mjs).
import './styles.css';

// Async boundary: shared singletons (React, the router, ...) are negotiated by the federation runtime before
// any module that uses them is evaluated. This entry runs after the first paint (the page's inline start script, @site/http-policy); the
// timeout lets the browser breathe between evaluating the runtime and starting the app (two shorter tasks).
setTimeout(() => void import('./bootstrap'), 0);
