import { Logger } from '@nestjs/common';
import type { EvictionPolicyError, ApiConfig } from '@site/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { createApp } from './app.factory.js';
import { REDIS_CLIENT } from './redis/redis.constants.js';
import { enforceRedisRequirements } from './redis/redis-requirements.js';

export interface StartOptions {
  /** Called when Redis turns out to evict keys after start-up (it connected late or was replaced). */
  onRedisViolation: (error: EvictionPolicyError) => void;
  /** Adds to the built app before it starts (main.ts: the staff queue view). */
  extend?: (app: NestFastifyApplication) => Promise<void>;
}

/**
 * Builds the API, checks Redis' requirements and listens. Rejects (after closing the app) when Redis
 * answers with an eviction policy other than `noeviction`: the caller refuses to start.
 */
export async function startApi(config: ApiConfig, options: StartOptions): Promise<NestFastifyApplication> {
  const app = await createApp(config);
  try {
    await options.extend?.(app);
    await app.init();
    await enforceRedisRequirements(app.get<Redis>(REDIS_CLIENT), new Logger('RedisRequirements'), options.onRedisViolation);
    await app.listen({ port: config.port, host: config.host });
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
