// Connection limits of the gateway and the remotes' static servers. Node's defaults let a client take 60 s to send
// its headers and 300 s (Fastify: unlimited) for the whole request, checked every 30 s: a handful of slow clients
// could hold the process. Here a client gets a few seconds for its headers and a bounded time for its body.

export const SERVER_TIMEOUTS = {
  /** Time to receive the complete request headers. */
  headersTimeoutMs: 5_000,
  /** Time to receive the complete request, body included (lead bodies are at most 32 KB). */
  requestTimeoutMs: 15_000,
  /** How often Node checks the two limits above (its default, 30 s, would let a slow client keep 30 s more). */
  checkIntervalMs: 1_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
};

/**
 * Fastify constructor options applying the limits; Node answers 408 and closes the connection when one is hit.
 * @param {Partial<typeof SERVER_TIMEOUTS>} [overrides]  shorter limits for tests
 */
export function serverTimeoutOptions(overrides = {}) {
  const t = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    http: { headersTimeout: t.headersTimeoutMs, requestTimeout: t.requestTimeoutMs, connectionsCheckingInterval: t.checkIntervalMs },
  };
}
