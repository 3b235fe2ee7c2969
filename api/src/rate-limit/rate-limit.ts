import rateLimit from '@fastify/rate-limit';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { ApiConfig } from '@site/config';
import { errorBody } from '../errors/error-body.js';

/**
 * Route config (`@RouteConfig({ rateLimit: LEAD_RATE_LIMIT })`) that opts a route into the per-IP limit;
 * an empty object takes the limit registered below (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW).
 */
export const LEAD_RATE_LIMIT = {} as const;

/**
 * Route config (`@RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })`) of the staff reads: their own, smaller limit of
 * requests (ADMIN_RATE_LIMIT_MAX per ADMIN_RATE_LIMIT_WINDOW per client IP, route and method), however they
 * authenticate. Password guessing is bounded apart from it, by the budgets every staff password check shares
 * (auth/password-check-limiter.ts). The values come from the configuration at start-up (see `registerRateLimit`).
 */
export const ADMIN_RATE_LIMIT = { limit: 'admin' } as const;

function isAdminRateLimit(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { limit?: unknown }).limit === ADMIN_RATE_LIMIT.limit;
}

/** Redis key namespace of the counters: per queue prefix, so isolated environments do not share them. */
export function rateLimitNamespace(queuePrefix: string): string {
  return `${queuePrefix}:rate-limit:`;
}

/**
 * Registers @fastify/rate-limit for the routes that opt in (not globally). Counters live in Redis, so every
 * API replica shares them; the key is the client IP as Fastify resolves it (X-Forwarded-For is trusted only
 * from the proxies TRUST_PROXY names: the Ingress controller, or the local gateway's own source address under
 * `npm start`). When Redis is unreachable requests are let through (the lead POSTs then answer 503 anyway). A limited request answers 429 with Retry-After: the error is an HttpException so
 * Nest's exception layer answers it (a plain object would become a 500).
 */
export async function registerRateLimit(app: NestFastifyApplication, config: ApiConfig, redis: Redis): Promise<void> {
  // Before the plugin's own onRoute hook: turn the admin marker into the configured limit.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      const routeConfig = route.config as { rateLimit?: unknown } | undefined;
      if (routeConfig && isAdminRateLimit(routeConfig.rateLimit)) {
        route.config = { ...routeConfig, rateLimit: { max: config.adminRateLimitMax, timeWindow: config.adminRateLimitWindowMs } };
      }
    });
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    redis,
    nameSpace: rateLimitNamespace(config.queuePrefix),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpException(
        errorBody(HttpStatus.TOO_MANY_REQUESTS, `Too many requests, please retry in ${context.after}.`),
        HttpStatus.TOO_MANY_REQUESTS,
      ),
  });
}
