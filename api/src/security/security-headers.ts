import { CONTENT_SECURITY_POLICIES, securityHeadersHook } from '@site/http-policy';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiConfig } from '@site/config';

/** Request headers a cross-origin page of the site may send (CORS preflight). */
export const CORS_ALLOWED_HEADERS = ['Content-Type', 'Idempotency-Key', 'X-Request-Id'];

/**
 * Security headers on every answer (@site/http-policy's policy for the API's JSON, helmet's middleware built once,
 * set in an onRequest hook on the raw response, so 4xx/5xx answers from the rate limiter, the body parser and the
 * exception filter carry them too) and CORS for the site's own origins only (`SITE_ORIGINS`): another origin gets
 * no Access-Control-Allow-Origin, so its pages cannot read answers. Register before the rate limiter so a 429 has
 * the headers as well. The staff and claim pages set their own CSP over this one (staff-headers.ts, claims).
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: ApiConfig): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', securityHeadersHook({ contentSecurityPolicy: CONTENT_SECURITY_POLICIES.apiJson }));
  app.enableCors({
    origin: [...config.siteOrigins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    credentials: false,
    maxAge: 600,
  });
}
