import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { ApiConfig } from '@site/config';
import { API_PREFIX } from '@site/contracts';
import { setupOpenApi } from './docs/openapi.js';
import { ApiExceptionFilter } from './errors/api-exception.filter.js';
import { ValidationFailedException } from './errors/validation-failed.exception.js';
import { refuseNonUtf8Bodies } from './http/json-charset.js';
import { acceptOneClickPosts } from './http/one-click-post.js';
import { SLOW_CLIENT_SERVER_OPTIONS } from './http/slow-client-timeouts.js';
import { installHttpMetrics } from './metrics/http-metrics.hook.js';
import { MetricsService } from './metrics/metrics.service.js';
import { registerRateLimit } from './rate-limit/rate-limit.js';
import { REDIS_CLIENT } from './redis/redis.constants.js';
import { requestId } from './request-id.js';
import { refuseDeepBodies } from './security/body-depth.js';
import { registerSecurityHeaders } from './security/security-headers.js';
import { StrictSchemaValidationPipe } from './security/strict-schema-validation.pipe.js';
import { registerStaffWorkspace } from './staff/register-staff-workspace.js';
import { StaffPageRenderer } from './views/staff/staff-page-renderer.js';

/** Request bodies above this size answer 413 (lead forms are a few kilobytes). */
export const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * Builds the API (not yet listening): Fastify, global prefix `api`, pino logs, JSON errors everywhere,
 * schema validation, security headers (@site/http-policy) and CORS for the site's origins, per-IP rate limiting of the
 * lead POSTs and of the admin read, request metrics, the OpenAPI document, the staff workspace under /staff
 * (server-rendered pages: session, CSRF, their own headers) and shutdown hooks. The staff queue view is added by
 * `main.ts` (see register-queue-board.ts). `start-api.ts` checks Redis and listens.
 *
 * Body parsing: JSON and `application/x-www-form-urlencoded` (Nest's Fastify adapter registers both, the
 * latter for the no-JS form posts); Fastify's default text/plain parser is removed, so any other content
 * type answers 415 (but a one-click POST to a withdrawal link: one-click-post.ts), and so does a charset other than UTF-8. A parsed body nested more than MAX_BODY_DEPTH (32)
 * levels answers 400 before anything else reads it (body-depth.ts).
 */
export async function createApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    // X-Forwarded-For is trusted only from the peers TRUST_PROXY names (none by default): the rate limits key on it.
    // maxParamLength: a claim link's token (a signed JWT, ~200 characters) is a path parameter; Fastify's
    // default of 100 would answer 414.
    // Short header and request timeouts: slow clients cannot hold sockets (slow-client-timeouts.ts).
    new FastifyAdapter({
      ...SLOW_CLIENT_SERVER_OPTIONS,
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: config.trustProxy === false ? false : [...config.trustProxy],
      genReqId: requestId,
      maxParamLength: 1024,
    }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  // Everything under /api, except the staff workspace's pages (/staff/…), which the gateway proxies as they are.
  app.setGlobalPrefix(API_PREFIX, { exclude: ['staff', 'staff/{*path}'] });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new StrictSchemaValidationPipe({ exceptionFactory: ValidationFailedException.fromSchemaIssues }));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  acceptOneClickPosts(fastify);
  refuseNonUtf8Bodies(fastify);
  refuseDeepBodies(fastify);
  installHttpMetrics(fastify, app.get(MetricsService));
  // Security headers + CORS for the site's origins, before the rate limiter so its 429s carry the headers too.
  registerSecurityHeaders(app, config);
  await registerRateLimit(app, config, app.get<Redis>(REDIS_CLIENT));
  await registerStaffWorkspace(app, config, app.get(StaffPageRenderer));
  // The OpenAPI document only where configured (API_DOCS; by default on a loopback-bound API only).
  if (config.docsEnabled) setupOpenApi(app);
  app.enableShutdownHooks();
  return app;
}
