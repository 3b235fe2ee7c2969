import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientEvent } from '@site/contracts';
import { clientKey } from '@site/contracts/client-address';
import type { Redis } from 'ioredis';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import type { RemoteVersion } from './served-remote-versions.js';

/** What a client reported about a remote version: a view, or any kind of error. */
export type ReportGroup = 'view' | 'error';

/** A version's sets outlive its last report by this long (a canary watch reads them while the canary runs). */
const SET_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The distinct clients that reported a view or an error per remote version, as Redis HyperLogLogs shared by every
 * API process (PFADD/PFCOUNT: exact for small counts, within 1% for large ones, 12 KB at most per set). A report
 * says little on its own: one script can send thousands. Distinct clients are what a rollback must rest on, and one
 * client is one address (an IPv6 client its /64: clientKey), added as a SHA-256 digest: a HyperLogLog keeps no
 * element, and the command carries none in clear either.
 */
@Injectable()
export class DistinctClients {
  private readonly logger = new Logger(DistinctClients.name);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
  ) {}

  private key({ remote, version }: RemoteVersion, group: ReportGroup): string {
    return `${this.config.queuePrefix}:client-events:${group}-clients:${remote}:${version}`;
  }

  /**
   * Adds the client to the event's set. Best effort: with Redis down the report is still counted, its client is not
   * (a rollback then waits for more evidence, never the reverse).
   */
  async add(event: ClientEvent, clientAddress: string): Promise<void> {
    const client = clientKey(clientAddress);
    if (!client) return;
    const key = this.key(event, event.kind === 'view' ? 'view' : 'error');
    const digest = createHash('sha256').update(`client-events:${client}`).digest('base64url');
    try {
      await this.redis.multi().pfadd(key, digest).expire(key, SET_TTL_SECONDS).exec();
    } catch (error) {
      this.logger.warn(`distinct clients of ${event.remote} ${event.version} not updated: ${(error as Error).message}`);
    }
  }

  /** The distinct clients of each pair in `group`; undefined when Redis did not answer. */
  async counts(pairs: readonly RemoteVersion[], group: ReportGroup): Promise<number[] | undefined> {
    if (pairs.length === 0) return [];
    try {
      const pipeline = this.redis.pipeline();
      for (const pair of pairs) pipeline.pfcount(this.key(pair, group));
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, value]) => {
        if (error) throw error;
        return Number(value);
      });
    } catch (error) {
      this.logger.warn(`distinct clients not read: ${(error as Error).message}`);
      return undefined;
    }
  }
}
