import type { FastifyInstance } from 'fastify';
import { ASSETS_PATH, isQueuesRoute, isStaffRoute, routedPath } from './staff-paths.js';

/**
 * The staff pages' policy: no script at all (the pages are server-rendered HTML forms), the API's own stylesheet
 * only (no inline style), forms post only to this origin, never framed.
 */
export const STAFF_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The queue view's policy, for /staff/queues only: Bull Board is a React app of its own. Its scripts and
 * stylesheet come from this origin (`script-src 'self'`, no inline or eval'd script); its markup carries inline
 * `style` attributes and one `<style>` (the loading dots), so styles need 'unsafe-inline'; it calls its JSON API on
 * this origin and sets `<base href>` to its own path. Its Google Fonts stylesheet is not allowed (the system font
 * is used instead).
 */
export const QUEUE_BOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Staff answers are for staff only: never indexed, never stored by a browser or a proxy. */
export const STAFF_ROBOTS = 'noindex, nofollow';
export const STAFF_CACHE_CONTROL = 'no-store';

/**
 * Headers of every answer of a staff route (pages, errors, redirects, the queue view), set last (onSend) so they win
 * over the API's JSON policy from helmet: the page or queue-view CSP, `X-Robots-Tag`, and `Cache-Control: no-store`,
 * except for the hashed stylesheet (immutable: its name changes with its content). Answers carry a lead's personal
 * data, so they are not sent on as a referrer either. Decided on the route the request reached, so every spelling of
 * its path (`/%73taff/leads`) gets them.
 */
export function installStaffHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    const route = routedPath(request);
    if (!isStaffRoute(route)) return payload;
    reply.header('x-robots-tag', STAFF_ROBOTS);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('content-security-policy', isQueuesRoute(route) ? QUEUE_BOARD_CSP : STAFF_PAGE_CSP);
    const isStylesheet = route?.startsWith(`${ASSETS_PATH}/`) === true && reply.statusCode === 200;
    if (!isStylesheet) reply.header('cache-control', STAFF_CACHE_CONTROL);
    return payload;
  });
}
