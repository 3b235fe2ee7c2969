// The security headers of every response of the gateway and of the remotes' static servers: one policy, one
// place. Registered with `await registerSecurityHeaders(app, options)` before any route.
//
// Content-Security-Policy (enforced, not report-only):
//   script-src   'self' only (plus the remotes' public origins when they are served from another origin, e.g. a
//                CDN; the local gateway proxies them under /_remotes/<name>/, so same-origin). No 'unsafe-inline',
//                no 'unsafe-eval': the shell's index.html has no inline script, and the Module Federation runtime
//                loads remotes with <script src> in the browser (its eval("require") path is Node-only).
//   style-src    'self' plus 'unsafe-inline': prerendered pages carry React `style` attributes, and the mobile
//                drawer's scroll lock (react-remove-scroll) injects a <style> element when it opens (checked: with
//                `style-src 'self'; style-src-attr 'unsafe-inline'` the drawer is refused its style). A nonce would
//                need the front end to set __webpack_nonce__; inline CSS cannot run script either way.
//   frame-ancestors 'none' (and X-Frame-Options: DENY for old browsers), object-src 'none', base-uri 'self',
//   form-action 'self' (the no-JS lead forms post to /api on the same origin).
import helmet from 'helmet';

/** Browser features the site never uses; denied to the page and to any frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Two years, subdomains included (https only: browsers ignore HSTS received over plain http). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * The CSP directives (helmet's format: name -> list of sources).
 * @param {{ remoteOrigins?: readonly string[] }} [o]
 */
export function contentSecurityPolicyDirectives({ remoteOrigins = [] } = {}) {
  const self = ["'self'", ...remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': self,
    'script-src-attr': ["'none'"],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:'],
    'font-src': self,
    'connect-src': self,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The Content-Security-Policy header value, as sent. */
export function contentSecurityPolicy(options) {
  return Object.entries(contentSecurityPolicyDirectives(options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * helmet's options for the site. `crossOriginResourcePolicy`: 'same-origin' for the gateway; a remote's static
 * server answers 'cross-origin' because its files may be loaded from another origin (a CDN in production).
 * @param {{ remoteOrigins?: readonly string[], crossOriginResourcePolicy?: 'same-origin' | 'same-site' | 'cross-origin' }} [o]
 * @returns {import('helmet').HelmetOptions}
 */
export function helmetOptions({ remoteOrigins = [], crossOriginResourcePolicy = 'same-origin' } = {}) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives({ remoteOrigins }) },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
    xContentTypeOptions: true,
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: crossOriginResourcePolicy },
    // COEP would block cross-origin remotes that send no CORP header; not needed (no SharedArrayBuffer).
    crossOriginEmbedderPolicy: false,
  };
}

/** Names of the headers this module sets (lower case), e.g. to check a response or strip an upstream's. */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/**
 * The same headers as a plain object, for the answers Fastify sends before any hook runs (a malformed URL,
 * a malformed HTTP request): see `securityServerOptions`.
 * @param {Parameters<typeof helmetOptions>[0]} [options]
 */
export function securityHeaderValues({ remoteOrigins = [], crossOriginResourcePolicy = 'same-origin' } = {}) {
  return {
    'content-security-policy': contentSecurityPolicy({ remoteOrigins }),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': crossOriginResourcePolicy,
  };
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
 * @param {Parameters<typeof helmetOptions>[0]} [options]
 */
export function securityServerOptions(options) {
  const headers = securityHeaderValues(options);
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
 * Registers the headers on a Fastify app: helmet's, plus Permissions-Policy, which helmet does not send; set in
 * onRequest on the raw response, so pages, files, 404s, errors and proxied answers all carry them (Fastify's error
 * path rebuilds the reply's own headers, not the raw response's).
 * helmet's middleware is built once here: @fastify/helmet 13 builds it again on every request (parsing the CSP
 * directives each time), which was a tenth of the gateway's CPU under load (bench/README.md, "Pages").
 * @param {import('fastify').FastifyInstance} app
 * @param {Parameters<typeof helmetOptions>[0]} [options]
 */
export async function registerSecurityHeaders(app, options) {
  const setHelmetHeaders = helmet(helmetOptions(options));
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    setHelmetHeaders(request.raw, reply.raw, (error) => done(/** @type {Error | undefined} */ (error ?? undefined)));
  });
}
