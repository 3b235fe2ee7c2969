import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { metricsAccess } from './metrics-access.js';
import { MetricsService } from './metrics.service.js';

/** `GET /api/metrics`: Prometheus text format, for the scraper only (metrics-access.ts). */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const access = metricsAccess(this.config, authorization);
    if (access === 'hidden') throw new NotFoundException('Cannot GET /api/metrics');
    if (access === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('A bearer token is required');
    }
    const body = await this.metrics.render();
    await reply.code(200).header('content-type', this.metrics.contentType()).header('cache-control', 'no-store').send(body);
  }
}
