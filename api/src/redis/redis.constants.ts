/** Injection token of the shared ioredis client used by the API (health checks, later rate limiting). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
