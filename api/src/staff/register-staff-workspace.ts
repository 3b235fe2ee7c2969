import { hkdfSync } from 'node:crypto';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import fastifySecureSession from '@fastify/secure-session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '@site/config';
import { installStaffHeaders } from './staff-headers.js';
import type { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { INBOX_PATH, isQueuesRoute, isStaffRoute, routedPath } from './staff-paths.js';

/** The staff session cookie's name. Path `/`: the CSV export under /api/leads.csv needs it as well as /staff. */
export const STAFF_SESSION_COOKIE = 'staff_session';

/** The 32-byte secretbox key of the session cookie, derived from STAFF_SESSION_SECRET (any length >= 32). */
function sessionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'surface-harvester', 'staff-session-cookie', 32));
}

/**
 * Checks a form's CSRF token with @fastify/csrf-protection. Its check answers a failure itself
 * (`reply.send(error)`, a JSON 403); here the failure is caught, so a person gets a page that says what to do.
 */
function csrfTokenIsValid(fastify: FastifyInstance, request: FastifyRequest): boolean {
  let valid = false;
  const capture = { send: () => capture } as unknown as FastifyReply;
  fastify.csrfProtection(request, capture, () => {
    valid = true;
  });
  return valid;
}

/** Methods that change nothing: every other one needs the form's token on a staff route. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request must carry a valid CSRF token: an unsafe method on a staff route other than the queue view's. */
function needsCsrfToken(request: FastifyRequest): boolean {
  const route = routedPath(request);
  return !SAFE_METHODS.has(request.method) && isStaffRoute(route) && !isQueuesRoute(route);
}

/**
 * The staff workspace's HTTP plumbing, before any route: the session cookie (@fastify/secure-session: encrypted and
 * authenticated; HttpOnly, SameSite=Strict, Secure on HTTPS requests; it also lapses on its own after
 * STAFF_SESSION_TTL), CSRF tokens kept in it (@fastify/csrf-protection), a CSRF check on every POST to a staff route
 * (403 page without a valid token; the queue view's own API is covered by the SameSite=Strict cookie instead: its
 * script cannot send our token), and the staff headers. Both are decided on the route the request reached, whatever
 * spelling of its path was sent.
 */
export async function registerStaffWorkspace(app: NestFastifyApplication, config: ApiConfig, pages: StaffPageRenderer): Promise<void> {
  await app.register(fastifySecureSession, {
    cookieName: STAFF_SESSION_COOKIE,
    key: sessionKey(config.staffSessionSecret),
    expiry: Math.ceil(config.staffSessionTtlMs / 1000),
    cookie: { path: '/', httpOnly: true, sameSite: 'strict', secure: 'auto' },
  });
  await app.register(fastifyCsrfProtection, { sessionPlugin: '@fastify/secure-session' });
  const fastify = app.getHttpAdapter().getInstance();
  installStaffHeaders(fastify);
  fastify.addHook('preHandler', async (request, reply) => {
    if (!needsCsrfToken(request)) return;
    if (csrfTokenIsValid(fastify, request)) return;
    await pages.message(reply, 403, {
      title: 'This form has expired',
      text: 'The form was sent without a valid security token (it may be older than your sign-in). Open the page again and repeat what you did.',
      link: { href: INBOX_PATH, label: 'Back to the leads' },
    });
    return reply;
  });
}
