import { Inject, Injectable } from '@nestjs/common';
import { type HealthCheckAttempt, HealthIndicatorService } from '@nestjs/terminus';
import { LEAD_QUEUE, type LeadQueue } from '../queue/lead-queue.constants.js';

/**
 * The leads queue producer: PING over the queue's own Redis connection (BullMQ 6:
 * `queue.getBackend().client`). Before its first connection the client promise does not settle,
 * so the attempt's timeout reports it down.
 */
@Injectable()
export class QueueHealthIndicator {
  constructor(
    private readonly healthIndicatorService: HealthIndicatorService,
    @Inject(LEAD_QUEUE) private readonly queue: LeadQueue,
  ) {}

  pingCheck<const Key extends string>(key: Key, timeoutMs = 1000): HealthCheckAttempt<Key> {
    return this.healthIndicatorService
      .check(key)
      .attempt(async () => {
        const client = await this.queue.getBackend().client;
        const reply: unknown = await client.runCommand('ping', []);
        if (reply !== 'PONG') throw new Error(`unexpected PING reply: ${String(reply)}`);
      })
      .withTimeout(timeoutMs);
  }
}
