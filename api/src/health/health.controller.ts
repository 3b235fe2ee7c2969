import { Controller, Get, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { HealthResponseFilter } from './health-response.filter.js';
import { QueueHealthIndicator } from './queue.health.js';
import { RedisHealthIndicator } from './redis.health.js';

/**
 * `GET /api/health`: 200 when PostgreSQL, Redis and the leads queue's connection all answer,
 * 503 (Terminus' JSON) otherwise.
 */
@ApiExcludeController()
@Controller('health')
@UseFilters(HealthResponseFilter)
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly queue: QueueHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.database.pingCheck('database').withTimeout(1500),
      () => this.redis.pingCheck('redis', 1500),
      () => this.queue.pingCheck('queue', 1500),
    ]);
  }
}
