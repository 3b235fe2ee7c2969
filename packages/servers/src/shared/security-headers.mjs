// The security headers of every response of the gateway and of the remotes' static servers: the site's pages
// policy of @site/http-policy (where the policy and its reasons are written), put on every answer.
// Registered with `await registerSecurityHeaders(app, options)` before any route.
import { securityHeadersHook, securityHeaderValues, sitePagesCsp } from '@site/http-policy';

/**
 * The site's policy. `crossOriginResourcePolicy`: 'same-origin' for the gateway; a remote's static server answers
 * 'cross-origin' because its files may be loaded from another origin (a CDN in production).
 * @param {{ remoteOrigins?: readonly string[], crossOriginResourcePolicy?: 'same-origin' | 'same-site' | 'cross-origin' }} [o]
 * @returns {import('@site/http-policy').SecurityPolicy}
 */
export function sitePolicy({ remoteOrigins = [], crossOriginResourcePolicy = 'same-origin' } = {}) {
  return { contentSecurityPolicy: sitePagesCsp({ remoteOrigins }), crossOriginResourcePolicy };
}

/** Node's client errors that are not a malformed request: status, reason, message. */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers too large.'],
  // headersTimeout / requestTimeout (server-timeouts.mjs): the client was too slow to send its request.
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request was not received in time.'],
};

/**
 * Fastify constructor options that put the headers on the answers sent outside the request lifecycle:
 * `frameworkErrors` (a URL Fastify cannot decode, /%E0%A4%A: 400 JSON) and `clientErrorHandler` (an HTTP request
 * Node cannot parse: 400, 431 for oversized headers, 408 for one received too slowly; then the connection closes).
 * @param {Parameters<typeof sitePolicy>[0]} [options]
 */
export function securityServerOptions(options) {
  const headers = securityHeaderValues(sitePolicy(options));
  return {
    frameworkErrors(error, _request, reply) {
      const statusCode = error.statusCode ?? 400;
      return reply
        .headers(headers)
        .code(statusCode)
        .send({ statusCode, error: statusCode === 414 ? 'URI Too Long' : 'Bad Request', message: 'Malformed request URL.' });
    },
    clientErrorHandler(error, socket) {
      if (!socket.writable) return socket.destroy(error);
      const [status, reason, message] = CLIENT_ERRORS[error.code] ?? [400, 'Bad Request', 'Malformed HTTP request.'];
      const body = JSON.stringify({ statusCode: status, error: reason, message });
      const lines = [
        `HTTP/1.1 ${status} ${reason}`,
        'Connection: close',
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    },
  };
}

/**
 * Registers the headers on a Fastify app, in onRequest, so pages, files, 404s, errors and proxied answers all carry
 * them (@site/http-policy's hook, helmet's middleware built once).
 * @param {import('fastify').FastifyInstance} app
 * @param {Parameters<typeof sitePolicy>[0]} [options]
 */
export async function registerSecurityHeaders(app, options) {
  app.addHook('onRequest', securityHeadersHook(sitePolicy(options)));
}
