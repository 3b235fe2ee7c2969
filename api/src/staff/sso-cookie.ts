import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_PATH } from './staff-paths.js';

/**
 * The state of a single sign-on in progress, kept by the browser that started it so a callback carrying someone
 * else's state is refused (login CSRF). A cookie of its own, SameSite=Lax: the provider's redirect back is a
 * cross-site navigation, which the Strict session cookie does not ride on. Scoped to the single sign-on paths.
 */
const SSO_STATE_COOKIE = 'staff_sso_state';

export function keepSsoState(reply: FastifyReply, state: string): void {
  reply.setCookie(SSO_STATE_COOKIE, state, { path: SSO_PATH, httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: 600 });
}

/** The state the browser holds (and forgets it: each state is used once). */
export function takeSsoState(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const state = request.cookies[SSO_STATE_COOKIE];
  reply.clearCookie(SSO_STATE_COOKIE, { path: SSO_PATH });
  return state;
}
