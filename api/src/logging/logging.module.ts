import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';

const HEALTH_PATH = '/api/health';

/** The path as the client sent it (Fastify's middleware layer may rewrite `url`). */
function requestPath(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function isStatusOnlyError(error: Error): boolean {
  return /^failed with status code \d+$/.test(error.message);
}

/**
 * Structured JSON logs (pino) for the application and for every request.
 * Request ids come from `x-request-id` when the gateway sets one. Bodies are never logged,
 * and credentials in headers are redacted.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            base: { service: 'api' },
            // Fastify assigns the request id (see `requestId` in app.factory.ts); pino-http reuses it.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers["proxy-authorization"]',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
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
