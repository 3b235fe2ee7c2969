import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';
import { redisOptionsFromUrl } from '../redis/redis-options.js';

/** The cap's window: LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN acknowledgements per recipient domain and hour. */
const WINDOW_SECONDS = 60 * 60;

/** The domain of an address, lower-cased (the part after the last @). */
export function recipientDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * The per-recipient-domain hourly cap of acknowledgements: a fixed window per domain in Redis
 * (rate-limiter-flexible), shared by every worker. It keeps the form from being used to flood one company's
 * mailboxes with our emails. Keys live under QUEUE_PREFIX, so test runs and stacks do not share counts.
 */
@Injectable()
export class AcknowledgementRateLimit implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    // A connection of its own: the limiter defines a Lua command on its client, BullMQ's stay untouched.
    this.redis = new Redis({ ...redisOptionsFromUrl(config.redisUrl, 'worker-acknowledgement-limit'), lazyConnect: true });
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.queuePrefix}:acknowledgement-per-domain`,
      points: config.acknowledgementMaxPerDomain,
      duration: WINDOW_SECONDS,
    });
  }

  /**
   * Takes one acknowledgement of `address`'s domain from this hour's allowance: true when there was one left.
   * A Redis failure throws (the job is retried), it never counts as "over the cap".
   */
  async take(address: string): Promise<boolean> {
    try {
      await this.limiter.consume(recipientDomain(address));
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
