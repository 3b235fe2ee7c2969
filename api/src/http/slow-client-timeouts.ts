import type { ServerOptions } from 'node:http';

/**
 * A client gets this long to send its request line and headers (Node's default is 60 s), ...
 */
export const HEADERS_TIMEOUT_MS = 5_000;

/**
 * ... and this long for the whole request, body included (Node's default is 300 s). Bodies are at most 32 KB
 * (BODY_LIMIT_BYTES), which even a slow mobile link sends in well under a second.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Node checks both limits on a timer, every 30 s by default: a slow client would keep its socket up to 30 s past
 * them. One second keeps the limits close to what they say, at the cost of one walk over open sockets per second.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

/**
 * Options of the API's HTTP server against slow clients: a handful of connections trickling headers or a body
 * byte by byte would otherwise each hold a socket (and its memory) for minutes. Past a limit Node answers 408
 * and closes the connection.
 */
export const SLOW_CLIENT_SERVER_OPTIONS = {
  http: {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
  } satisfies ServerOptions,
  // Fastify sets `server.requestTimeout` from its own option after creating the server (0 = none): the same bound.
  requestTimeout: REQUEST_TIMEOUT_MS,
};
