import { Body, Controller, HttpCode, HttpStatus, Post, Req, UnprocessableEntityException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { REMOTE_NAMES } from '@site/config';
import { API_ROUTES, type ClientEvent, clientEventSchema } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { errorBody } from '../errors/error-body.js';
import { ClientEventMetrics } from './client-event-metrics.js';
import { CLIENT_EVENTS_RATE_LIMIT } from './client-events-rate-limit.js';
import { DistinctClients } from './distinct-clients.js';
import { ServedRemoteVersions } from './served-remote-versions.js';

/**
 * `POST /api/client-events`: the shell's reports about its remotes (navigator.sendBeacon). Validated by the global
 * StrictSchemaValidationPipe (400 JSON), rate limited per client IP (429), refused (422 JSON) unless it names one
 * of the site's remotes and a version the site serves (the gateway's releases file: ServedRemoteVersions), then
 * counted, its client added to the version's distinct clients, and logged on the request's JSON log line
 * (`clientEvent`); answered 204, since a beacon reads no answer. Reports are unauthenticated: anyone can send them,
 * so nothing here trusts their number, only their distinct clients (DistinctClients).
 */
@Controller()
export class ClientEventsController {
  constructor(
    private readonly metrics: ClientEventMetrics,
    private readonly served: ServedRemoteVersions,
    private readonly clients: DistinctClients,
    private readonly requestLog: PinoLogger,
  ) {}

  @Post(API_ROUTES.clientEvents)
  @HttpCode(HttpStatus.NO_CONTENT)
  @RouteConfig({ rateLimit: CLIENT_EVENTS_RATE_LIMIT })
  @ApiExcludeEndpoint()
  async report(@Body({ schema: clientEventSchema }) event: ClientEvent, @Req() request: FastifyRequest): Promise<void> {
    if (!(REMOTE_NAMES as readonly string[]).includes(event.remote)) {
      this.metrics.refusedReport('unknown-remote');
      throw new UnprocessableEntityException(errorBody(422, `"${event.remote}" is not a remote of this site.`));
    }
    if (!(await this.served.isServed(event.remote, event.version))) {
      this.metrics.refusedReport('unserved-version');
      throw new UnprocessableEntityException(errorBody(422, `The site serves no version "${event.version}" of ${event.remote}.`));
    }
    this.metrics.record(event);
    await this.clients.add(event, request.ip);
    this.requestLog.assign({ clientEvent: event });
  }
}
