import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { CLIENT_EVENTS_PATH, type ClientEvent, clientEventSchema } from '@site/contracts';
import { PinoLogger } from 'nestjs-pino';
import { ClientEventMetrics } from './client-event-metrics.js';
import { CLIENT_EVENTS_RATE_LIMIT } from './client-events-rate-limit.js';

/** The route under the API's global `/api` prefix. */
const ROUTE = CLIENT_EVENTS_PATH.replace(/^\/api\//, '');

/**
 * `POST /api/client-events`: the shell's reports about its remotes (navigator.sendBeacon). Validated by the global
 * StandardSchemaValidationPipe (400 JSON), rate limited per client IP (429), counted, and logged on the request's
 * JSON log line (`clientEvent`); answered 204, since a beacon reads no answer.
 */
@Controller()
export class ClientEventsController {
  constructor(
    private readonly metrics: ClientEventMetrics,
    private readonly requestLog: PinoLogger,
  ) {}

  @Post(ROUTE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @RouteConfig({ rateLimit: CLIENT_EVENTS_RATE_LIMIT })
  @ApiExcludeEndpoint()
  report(@Body({ schema: clientEventSchema }) event: ClientEvent): void {
    this.metrics.record(event);
    this.requestLog.assign({ clientEvent: event });
  }
}
