import { LEAD_KIND_PATHS } from '@site/contracts';
import type { FastifyRequest } from 'fastify';

/** Where a browser form post (no JavaScript) is sent after the API handled it. */
export const FORM_REDIRECTS = {
  thanks: '/contact/thanks',
  error: '/contact/error',
} as const;

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

const LEAD_POST_PATHS: ReadonlySet<string> = new Set(Object.values(LEAD_KIND_PATHS));

/** The request path without its query string. */
export function requestPath(request: Pick<FastifyRequest, 'url'>): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** True for an HTML form post (`application/x-www-form-urlencoded`), which expects redirects, not JSON. */
export function isFormPost(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  const type = request.headers['content-type'];
  return request.method === 'POST' && typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** True for a form post to one of the three lead endpoints: its answers are 303 redirects. */
export function isLeadFormPost(request: Pick<FastifyRequest, 'method' | 'headers' | 'url'>): boolean {
  return isFormPost(request) && LEAD_POST_PATHS.has(requestPath(request));
}

/** The `reason` of `/contact/error?reason=...` for an error status. */
export function formErrorReason(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'invalid';
    case 413:
      return 'too-large';
    case 415:
      return 'unsupported-media-type';
    case 429:
      return 'rate-limited';
    case 503:
      return 'unavailable';
    default:
      return 'error';
  }
}

/** `/contact/error?reason=<reason>` for an error status. */
export function formErrorLocation(statusCode: number): string {
  return `${FORM_REDIRECTS.error}?reason=${encodeURIComponent(formErrorReason(statusCode))}`;
}
