// The shell's reports about its remotes to POST /api/client-events: a view when a remote's area rendered, a load
// failure after the runtime's retries, a render error caught by the area's error boundary, an uncaught error whose
// stack points into a remote's files. Deliberately tiny and zod-free (it is on every first load): the API validates.
import { CLIENT_EVENT_LIMITS, CLIENT_EVENTS_PATH, type ClientEventKind } from '@site/contracts/client-event-kinds';
import { remoteBaseOf, remoteVersionOf } from './remote-version';

/** Reports one page load may send: a remote failing in a loop must not become a flood (the API limits too). */
const MAX_REPORTS_PER_PAGE = 20;

let sent = 0;
const viewed = new Set<string>();
let manifests: Record<string, string> = {};
let watching = false;

function send(kind: ClientEventKind, remote: string, message?: string): void {
  // Not while prerendering (Node), and not in a browser without beacons.
  if (typeof window === 'undefined' || typeof navigator.sendBeacon !== 'function' || sent >= MAX_REPORTS_PER_PAGE) return;
  const manifest = manifests[remote];
  const body = {
    kind,
    remote,
    version: manifest ? remoteVersionOf(manifest, remote) : remoteVersionOf('', remote),
    // The path only: a query string or fragment could carry personal data.
    route: window.location.pathname.slice(0, CLIENT_EVENT_LIMITS.route),
    ...(message ? { message: message.slice(0, CLIENT_EVENT_LIMITS.message) } : {}),
  };
  sent += 1;
  navigator.sendBeacon(CLIENT_EVENTS_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

/** The remotes' manifest URLs (absolute), as registered from /remotes.json: their versions and file locations. */
export function setReportedRemotes(entries: Record<string, string>): void {
  manifests = { ...manifests, ...entries };
}

/** A remote's area rendered: once per remote and page load (the denominator of its error rate). */
export function reportRemoteView(remote: string): void {
  if (viewed.has(remote)) return;
  viewed.add(remote);
  send('view', remote);
}

export function reportRemoteError(kind: Exclude<ClientEventKind, 'view'>, remote: string, message: string): void {
  send(kind, remote, message);
}

/** The remote whose files an uncaught error came from (by the script URL or the stack), if any. */
function remoteOfError(filename: string, stack: string): string | undefined {
  return Object.entries(manifests).find(([, manifest]) => {
    const base = remoteBaseOf(manifest);
    return filename.startsWith(base) || stack.includes(base);
  })?.[0];
}

/** Reports uncaught errors and unhandled rejections thrown from a remote's chunks (the shell's own are not reported). */
export function watchRemoteErrors(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    const remote = remoteOfError(event.filename ?? '', error instanceof Error ? (error.stack ?? '') : '');
    if (remote) reportRemoteError('uncaught-error', remote, event.message || String(error));
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (!(reason instanceof Error)) return;
    const remote = remoteOfError('', reason.stack ?? '');
    if (remote) reportRemoteError('uncaught-error', remote, reason.message);
  });
}
