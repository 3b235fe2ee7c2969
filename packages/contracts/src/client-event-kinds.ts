// The zod-free half of the browser error reports: what the shell's reporter needs to build a report (the path,
// the kinds, the bounds), kept apart from the schema so the shell's first load never pulls zod in.
// Imported by the shell as `@site/contracts/client-event-kinds`.

import { API_ROUTES, apiPath } from './api-paths.js';

/** Same-origin path of the reports (POST, sent with navigator.sendBeacon; answers 204, 400 JSON, 429). */
export const CLIENT_EVENTS_PATH = apiPath(API_ROUTES.clientEvents);

/**
 * What happened to a remote on the page:
 * - `view`: the remote's area rendered (the denominator of the error rate, once per remote and page load);
 * - `load-failure`: its code could not be loaded, after the runtime's retries;
 * - `render-error`: its area threw while rendering (caught by the area's error boundary);
 * - `uncaught-error`: an uncaught error or unhandled rejection whose stack points into that remote's files.
 */
export const CLIENT_EVENT_KINDS = ['view', 'load-failure', 'render-error', 'uncaught-error'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** Bounds of a report's fields: a short message, a path (never a query string: no personal data). */
export const CLIENT_EVENT_LIMITS = {
  route: 200,
  message: 300,
  remote: 32,
  version: 64,
} as const;

/** The version reported when a remote's manifest URL names no published version folder (a workspace build). */
export const UNVERSIONED_REMOTE = 'unversioned';
