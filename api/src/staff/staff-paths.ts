import type { FastifyRequest } from 'fastify';

/** Where the staff workspace lives: pages under /staff, served by the API (the gateway proxies /staff to it). */
export const STAFF_PREFIX = '/staff';
export const SIGN_IN_PATH = `${STAFF_PREFIX}/sign-in`;
export const SIGN_OUT_PATH = `${STAFF_PREFIX}/sign-out`;
/** The sign-in's second step (authentication code; enrolment on the first sign-in). */
export const VERIFY_PATH = `${SIGN_IN_PATH}/verify`;
/** Single sign-on: where it starts, and where the provider sends the browser back. */
export const SSO_PATH = `${SIGN_IN_PATH}/sso`;
export const SSO_CALLBACK_PATH = `${SSO_PATH}/callback`;
export const INBOX_PATH = `${STAFF_PREFIX}/leads`;
export const QUEUES_PATH = `${STAFF_PREFIX}/queues`;
export const ASSETS_PATH = `${STAFF_PREFIX}/assets`;
export const PEOPLE_PATH = `${STAFF_PREFIX}/people`;
export const PEOPLE_ERASE_PATH = `${PEOPLE_PATH}/erase`;
export const PEOPLE_CORRECT_PATH = `${PEOPLE_PATH}/correct`;

/**
 * The path of the route Fastify picked for a request (its pattern: `/staff/leads/:kind/:id/claim`), or undefined when
 * no route matched. What protects a staff route is decided on it, never on `request.url`: the router decodes the path
 * before it matches (`/%73taff/sign-out` is the sign-out route) while the raw URL keeps the spelling that was sent.
 */
export function routedPath(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

function isUnder(prefix: string, path: string | undefined): boolean {
  return path !== undefined && (path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether a routed path (see `routedPath`) is a route of the staff workspace. */
export function isStaffRoute(path: string | undefined): boolean {
  return isUnder(STAFF_PREFIX, path);
}

/** Whether a routed path is a route of the queue view (Bull Board: its page, its assets, its API). */
export function isQueuesRoute(path: string | undefined): boolean {
  return isUnder(QUEUES_PATH, path);
}

const MAX_RETURN_PATH_LENGTH = 2048;

/**
 * Where to go after signing in: the given path when it is a local staff page (`/staff/…`, optionally with a
 * query), else the inbox. Refused: other origins (`//evil.example`, `https://…`), backslashes (browsers read
 * `/\evil.example` as another host), control characters, dot segments and encoded separators, and the sign-in and
 * sign-out paths themselves.
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_RETURN_PATH_LENGTH) return INBOX_PATH;
  if (!raw.startsWith(`${STAFF_PREFIX}/`) || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return INBOX_PATH;
  let url: URL;
  try {
    url = new URL(raw, 'http://staff.invalid');
  } catch {
    return INBOX_PATH;
  }
  if (url.origin !== 'http://staff.invalid' || url.hash || /%2f|%5c|%2e/i.test(url.pathname)) return INBOX_PATH;
  // The URL parser resolves dot segments: what it made of the path must be what was given.
  const path = `${url.pathname}${url.search}`;
  if (path !== raw || !path.startsWith(`${STAFF_PREFIX}/`)) return INBOX_PATH;
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`) || url.pathname === SIGN_OUT_PATH) return INBOX_PATH;
  return path;
}
