import { Inject, Injectable } from '@nestjs/common';
import { type HealthCheckAttempt, HealthIndicatorService } from '@nestjs/terminus';
import { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../redis/redis.constants.js';

/**
 * Terminus has no Redis indicator (short of @nestjs/microservices): this one sends PING
 * over the shared client. The client has no offline queue, so while Redis is unreachable
 * the PING fails at once and the indicator reports "down" with the client's error.
 */
@Injectable()
export class RedisHealthIndicator {
  constructor(
    private readonly healthIndicatorService: HealthIndicatorService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  pingCheck<const Key extends string>(key: Key, timeoutMs = 1000): HealthCheckAttempt<Key> {
    return this.healthIndicatorService
      .check(key)
      .attempt(async () => {
        const reply = await this.redis.ping();
        if (reply !== 'PONG') throw new Error(`unexpected PING reply: ${reply}`);
      })
      .withTimeout(timeoutMs);
  }
}
