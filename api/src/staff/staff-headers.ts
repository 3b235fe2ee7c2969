import { CSP_HEADERS } from '@site/http-policy';
import type { FastifyInstance } from 'fastify';
import { ASSETS_PATH, isQueuesRoute, isStaffRoute, routedPath } from './staff-paths.js';

/** The staff pages' policy and the queue view's (@site/http-policy, where their reasons are written). */
export const STAFF_PAGE_CSP = CSP_HEADERS.staffPages;
export const QUEUE_BOARD_CSP = CSP_HEADERS.queueBoard;

/** Staff answers are for staff only: never indexed, never stored by a browser or a proxy. */
export const STAFF_ROBOTS = 'noindex, nofollow';
export const STAFF_CACHE_CONTROL = 'no-store';

/**
 * Headers of every answer of a staff route (pages, errors, redirects, the queue view), set last (onSend) so they win
 * over the API's JSON policy (security-headers.ts): the page or queue-view CSP, `X-Robots-Tag`, and
 * `Cache-Control: no-store`, except for the hashed stylesheet (immutable: its name changes with its content). Answers
 * carry a lead's personal data, so they are not sent on as a referrer either. Decided on the route the request reached, so every spelling of
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
