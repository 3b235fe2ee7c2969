import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { ApiConfig } from '@site/config';

const HEALTH_PATH = '/api/health';

/** The path as the client sent it (Fastify's middleware layer may rewrite `url`). */
function requestPath(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The URL as logged: a data-subject request names the person's address (`/api/people/<address>`, the staff page's
 * `?email=`), which must not outlive its erasure in the logs; those URLs are logged without it.
 */
export function loggedUrl(url: string | undefined): string | undefined {
  if (url?.startsWith('/api/people/')) return '/api/people/[address]';
  if (url?.startsWith('/staff/people')) return url.split('?')[0];
  return url;
}

/** The request as logged: pino-http's serialized request, without its headers. */
function requestLine(req: { id?: unknown; method?: string; url?: string; remoteAddress?: string; headers?: Record<string, unknown> }) {
  const userAgent = req.headers?.['user-agent'];
  return { id: req.id, method: req.method, url: loggedUrl(req.url), remoteAddress: req.remoteAddress, userAgent };
}

/** The response as logged: its status (the headers are the same security headers on every answer). */
function responseLine(res: { statusCode?: number }) {
  return { statusCode: res.statusCode };
}

function isStatusOnlyError(error: Error): boolean {
  return /^failed with status code \d+$/.test(error.message);
}

/**
 * Structured JSON logs (pino) for the application and for every request.
 * Request ids come from `x-request-id` when the gateway sets one. Bodies and headers are never logged
 * (only the user agent), so neither are credentials.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          // Fields a handler assigns (PinoLogger.assign: the id of an accepted lead) go on the request's line too.
          assignResponse: true,
          pinoHttp: {
            level: config.logLevel,
            base: { service: 'api' },
            // Fastify assigns the request id (see `requestId` in app.factory.ts); pino-http reuses it.
            // One line per request, with what identifies it and no headers at all: credentials (Authorization,
            // cookies) cannot reach the logs, and the line stays small (it is written for every lead POST).
            serializers: { req: requestLine, res: responseLine },
            // 5xx are errors, 4xx warnings; health probes are polled, so a healthy answer is not logged.
            // An unhealthy probe (503) is a warning: the health body says what is down.
            customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => {
              const health = requestPath(req) === HEALTH_PATH;
              if (error && !isStatusOnlyError(error)) return 'error';
              if (res.statusCode >= 500) return health ? 'warn' : 'error';
              if (res.statusCode >= 400) return 'warn';
              return health ? 'silent' : 'info';
            },
            // pino-http invents an Error (with a useless stack) for every 5xx; keep real errors only.
            customErrorObject: (_req: IncomingMessage, _res: ServerResponse, error: Error, value: Record<string, unknown>) =>
              isStatusOnlyError(error) ? { ...value, err: undefined } : value,
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
