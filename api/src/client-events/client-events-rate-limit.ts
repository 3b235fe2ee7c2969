/**
 * Route config (`@RouteConfig({ rateLimit: CLIENT_EVENTS_RATE_LIMIT })`) of POST /api/client-events: per client IP,
 * in the Redis-backed limiter every API replica shares (see rate-limit/rate-limit.ts), with its own bound. A page
 * sends one `view` per remote it renders and at most a few errors, so 60 a minute leaves room for a visitor
 * clicking through the site and stops a script flooding the counters.
 */
export const CLIENT_EVENTS_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
