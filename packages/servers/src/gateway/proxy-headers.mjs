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
 * Headers that tell an upstream who the client is and how it reached the site. Only the gateway may say that: a
 * client's own copies are dropped whatever their spelling (the API believes the gateway, so a client's
 * `X-Forwarded-Proto: https` over plain HTTP would earn a `Secure` cookie, its `X-Forwarded-For` another address).
 */
function isForwardingHeader(lower) {
  return lower === 'forwarded' || lower.startsWith('x-forwarded-') || lower === 'x-real-ip' || lower === 'x-client-ip';
}

/**
 * A client request's headers as forwarded upstream: without hop-by-hop headers and the client's forwarding
 * headers, with the gateway's own `X-Forwarded-For`, `-Proto` and `-Host` in their place. They are what the gateway
 * itself saw (Fastify's `request.ip`, `request.protocol`, `request.host`): the connection's peer, scheme and `Host`,
 * or what a proxy TRUST_PROXY names said about them, never a client's claim. `Expect: 100-continue` was answered
 * here already (Node sends the 100 itself), so the upstream sees a plain request with its body.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function forwardedRequestHeaders(request, headers) {
  const { expect: _answeredHere, ...rest } = withoutHopByHop(headers);
  const own = Object.fromEntries(Object.entries(rest).filter(([name]) => !isForwardingHeader(name.toLowerCase())));
  const view = { 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
  // An HTTP/1.0 request may come without Host: then there is no host to tell.
  return { ...own, ...Object.fromEntries(Object.entries(view).filter(([, value]) => typeof value === 'string' && value !== '')) };
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
 * @param {{ keepUpstreamPolicy: boolean, securityHeaderNames: readonly string[] }} o
 *   keepUpstreamPolicy: false for the remotes (the site's policy replaces theirs), true for the API (its stricter
 *   JSON policy stands)
 */
export function proxyReplyOptions({ keepUpstreamPolicy, securityHeaderNames }) {
  return {
    onError: answerUpstreamFailure,
    rewriteRequestHeaders: (request, headers) => forwardedRequestHeaders(request, headers),
    rewriteHeaders: (headers) => {
      const answer = withoutHopByHop(headers);
      if (keepUpstreamPolicy) return answer;
      return Object.fromEntries(Object.entries(answer).filter(([name]) => !isSitePolicyHeader(name, securityHeaderNames)));
    },
  };
}
