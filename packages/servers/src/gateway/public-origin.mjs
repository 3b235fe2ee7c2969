// The origin a page is composed for. Prerendered stylesheet links must be absolute (see compose-page.mjs), but
// the origin in them is configuration, never the request: a Host header is attacker-controlled, and a shared
// cache that does not key on Host would hand one client's page to everyone. A request whose scheme and Host name
// one of the configured origins gets that origin (the site may answer under a few names); anything else, a
// missing Host included, gets the canonical one (SITE_URL). The scheme is the connection's, or X-Forwarded-Proto
// when the peer is a proxy TRUST_PROXY names (Fastify's `trustProxy`).
/**
 * @param {{ siteUrl: string, siteOrigins?: readonly string[] }} o
 * @returns {{ canonical: string, known: Set<string> }}
 */
export function publicOrigins({ siteUrl, siteOrigins = [] }) {
  const canonical = new URL(siteUrl).origin;
  return { canonical, known: new Set([canonical, ...siteOrigins.map((origin) => new URL(origin).origin)]) };
}

/**
 * The configured origin this request was made to, or the canonical one.
 * @param {import('fastify').FastifyRequest} request
 * @param {{ canonical: string, known: Set<string> }} origins
 */
export function originFor(request, origins) {
  const host = request.host;
  // A host name or address with an optional port; anything else (a path, userinfo, quotes) is no origin of ours.
  if (typeof host !== 'string' || !/^[A-Za-z0-9.-]+(?::\d+)?$|^\[[0-9A-Fa-f:.]+\](?::\d+)?$/.test(host)) return origins.canonical;
  let origin;
  try {
    origin = new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return origins.canonical;
  }
  // The value returned is always one of the configured strings, never bytes from the request.
  return origins.known.has(origin) ? origin : origins.canonical;
}
