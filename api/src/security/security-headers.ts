import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.js';

/**
 * The API answers JSON only (and 303 redirects for form posts): nothing in it may be rendered, framed or run.
 * The site's own pages carry the site policy (infra/gateway/security-headers.mjs).
 */
export const API_CONTENT_SECURITY_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/** The same browser-feature denials as the site (Permissions-Policy; helmet does not send it). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Request headers a cross-origin page of the site may send (CORS preflight). */
export const CORS_ALLOWED_HEADERS = ['Content-Type', 'Idempotency-Key', 'X-Request-Id'];

/**
 * Security headers on every answer (helmet in an onRequest hook, on the raw response, so 4xx/5xx answers from
 * the rate limiter, the body parser and the exception filter carry them too) and CORS for the site's own
 * origins only (`SITE_ORIGINS`): another origin gets no Access-Control-Allow-Origin, so its pages cannot read
 * answers. Register before the rate limiter so a 429 has the headers as well.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(API_CONTENT_SECURITY_POLICY).map(([name, sources]) => [name, [...sources]])),
    },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
    xContentTypeOptions: true,
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    });
  app.enableCors({
    origin: [...config.siteOrigins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    credentials: false,
    maxAge: 600,
  });
}
