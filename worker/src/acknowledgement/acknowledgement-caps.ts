import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { workerConnectionOptions } from '@site/config';
import { clientKey } from '@site/contracts/client-address';
import type { AcknowledgementCap } from '@site/persistence';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { recipientDomain } from './recipient-domain.js';

/** Every cap's window: an hour. */
const WINDOW_SECONDS = 60 * 60;

/** The one key of the site-wide cap. */
const GLOBAL_KEY = 'all';

/**
 * Jobs without a client address (enqueued before the API sent one, or re-enqueued by the sweeper from a row) share
 * this one client's budget: an unknown sender is never a fresh client.
 */
const UNKNOWN_CLIENT = 'unknown';

/** Who an acknowledgement goes to and who asked for it. */
export interface AcknowledgementRequest {
  recipient: string;
  /** The client address the API saw (absent: unknown). */
  clientAddress?: string;
}

/**
 * The hourly caps of acknowledgements, in Redis (rate-limiter-flexible fixed windows, shared by every worker; keys
 * under QUEUE_PREFIX so test runs and stacks do not share counts): per client address, per recipient registrable
 * domain, site-wide. The acknowledgement goes to an address nobody verified, so these keep the form from being a
 * way to mail strangers: one client cannot mail many domains, many clients cannot flood one company, and nobody can
 * make the site send more than its usual volume.
 */
@Injectable()
export class AcknowledgementCaps implements OnApplicationShutdown {
  private readonly redis: Redis;
  /** Checked in this order: the asker's own budget first, so a refused client spends nobody else's. */
  private readonly limiters: ReadonlyArray<{ cap: AcknowledgementCap; limiter: RateLimiterRedis; key: (request: AcknowledgementRequest) => string }>;

  constructor(@Inject(WORKER_CONFIG) config: WorkerSettings) {
    // A connection of its own: the limiter defines a Lua command on its client, BullMQ's stay untouched.
    this.redis = new Redis({ ...workerConnectionOptions(config.redisUrl, 'worker-acknowledgement-caps'), lazyConnect: true });
    const limiter = (cap: AcknowledgementCap, points: number) =>
      new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${config.queuePrefix}:acknowledgement-per-${cap}`,
        points,
        duration: WINDOW_SECONDS,
      });
    this.limiters = [
      {
        cap: 'client',
        limiter: limiter('client', config.acknowledgementMaxPerClient),
        key: ({ clientAddress }) => (clientAddress && clientKey(clientAddress)) || UNKNOWN_CLIENT,
      },
      { cap: 'domain', limiter: limiter('domain', config.acknowledgementMaxPerDomain), key: ({ recipient }) => recipientDomain(recipient) },
      { cap: 'global', limiter: limiter('global', config.acknowledgementMaxGlobal), key: () => GLOBAL_KEY },
    ];
  }

  /**
   * Takes one acknowledgement from each cap's allowance for this hour. Returns the cap that had none left (and
   * gives back what the caps before it took: a skipped acknowledgement spends no budget), or undefined when it may
   * go. A Redis failure throws (the job is retried); it never counts as "over the cap".
   */
  async take(request: AcknowledgementRequest): Promise<AcknowledgementCap | undefined> {
    const taken: Array<{ limiter: RateLimiterRedis; key: string }> = [];
    for (const { cap, limiter, key } of this.limiters) {
      const keyOfRequest = key(request);
      try {
        await limiter.consume(keyOfRequest);
        taken.push({ limiter, key: keyOfRequest });
      } catch (rejection) {
        const refunds = taken.map((entry) => entry.limiter.reward(entry.key));
        if (rejection instanceof RateLimiterRes) {
          await Promise.all(refunds);
          return cap;
        }
        await Promise.allSettled(refunds);
        throw rejection;
      }
    }
    return undefined;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
