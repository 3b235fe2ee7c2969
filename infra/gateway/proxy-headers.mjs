// Headers across the gateway's proxies (/api, /_remotes/<name>/, files a remote publishes on the site's origin).
// Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, so they never cross a proxy in either direction:
// copying the upstream's `Connection: keep-alive` onto our answer would override Node's own connection handling
// (a client that sent `Connection: close` would find its socket kept open), and forwarding a client's `Upgrade`,
// `Keep-Alive` or `Expect` makes the upstream client (undici) refuse the request.

/** Always hop-by-hop, whether or not `Connection` names them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings']);

/** The header names a `Connection` header lists (they are hop-by-hop too). */
function connectionOptions(value) {
  const list = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    String(list)
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** `headers` without the hop-by-hop ones: Connection and the names it lists, Keep-Alive, TE, Proxy-* … */
export function withoutHopByHop(headers) {
  const listed = connectionOptions(headers.connection);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => {
      const lower = name.toLowerCase();
      return !HOP_BY_HOP.has(lower) && !listed.has(lower) && !lower.startsWith('proxy-');
    }),
  );
}

/**
 * A client request's headers as forwarded upstream. `Expect: 100-continue` was answered here already (Node sends
 * the 100 itself), so the upstream sees a plain request with its body.
 */
export function forwardedRequestHeaders(headers) {
  const { expect: _answeredHere, ...rest } = withoutHopByHop(headers);
  return rest;
}

/**
 * Reply headers that are the site's to set, never a remote server's: the security policy (that server answers
 * `Cross-Origin-Resource-Policy: cross-origin` for CDN use) and CORS (`Access-Control-Allow-Origin: *`). Through
 * the gateway a remote's files are same-origin and carry the gateway's own policy.
 */
function isSitePolicyHeader(name, securityHeaderNames) {
  const lower = name.toLowerCase();
  return securityHeaderNames.includes(lower) || lower.startsWith('access-control-') || lower === 'timing-allow-origin';
}

const UPSTREAM_FAILURES = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

/**
 * An upstream that cannot be reached (refused, reset, timed out) is the gateway's 502/503/504, never a 500, and
 * the answer never names the upstream's address or the error's text (reply-from's default sends both).
 * @param {import('fastify').FastifyReply<any, any>} reply  (any: reply-from types it for every server kind)
 * @param {{ error: Error }} failure
 */
function answerUpstreamFailure(reply, { error }) {
  const upstreamStatus = /** @type {{ statusCode?: number }} */ (error).statusCode;
  const statusCode = upstreamStatus === 503 || upstreamStatus === 504 ? upstreamStatus : 502;
  const name = UPSTREAM_FAILURES[statusCode];
  reply.code(statusCode).send({ statusCode, error: name, message: 'The server behind this path did not answer. Try again shortly.' });
}

/**
 * reply-from options for a proxy.
 * @param {{ keepUpstreamPolicy: boolean, securityHeaderNames: string[],
 *   requestHeaders?: (request: import('fastify').FastifyRequest, headers: import('node:http').IncomingHttpHeaders) => import('node:http').IncomingHttpHeaders }} o
 *   keepUpstreamPolicy: false for the remotes (the site's policy replaces theirs), true for the API (its stricter
 *   JSON policy stands); requestHeaders: extra rewriting of the forwarded request's headers
 */
export function proxyReplyOptions({ keepUpstreamPolicy, securityHeaderNames, requestHeaders = (_request, headers) => headers }) {
  return {
    onError: answerUpstreamFailure,
    rewriteRequestHeaders: (request, headers) => requestHeaders(request, forwardedRequestHeaders(headers)),
    rewriteHeaders: (headers) => {
      const answer = withoutHopByHop(headers);
      if (keepUpstreamPolicy) return answer;
      return Object.fromEntries(Object.entries(answer).filter(([name]) => !isSitePolicyHeader(name, securityHeaderNames)));
    },
  };
}
