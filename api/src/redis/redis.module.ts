import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { closeRedisClient, createRedisClient } from './redis-client.factory.js';
import { REDIS_CLIENT } from './redis.constants.js';

/** Provides one shared ioredis client (token `REDIS_CLIENT`) and closes it on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      useFactory: (config: ApiConfig): Redis => createRedisClient(config.redisUrl, new Logger('Redis')),
      inject: [APP_CONFIG],
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedisClient(this.client);
  }
}
