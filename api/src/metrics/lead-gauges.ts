import { Inject, Injectable, Logger } from '@nestjs/common';
import { RESPONSE_PROMISE_MS } from '@site/contracts';
import { LeadRepository } from '@site/persistence';
import { Gauge } from 'prom-client';
import { LEAD_QUEUE, type LeadQueue } from '../queue/lead-queue.constants.js';
import { withTimeout } from '../queue/with-timeout.js';
import { MetricsService } from './metrics.service.js';

/** Queue states reported by `leads_queue_depth{state}`. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;

const SCRAPE_TIMEOUT_MS = 1500;

/** The gauges' window: leads of the last 7 days. */
const WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * Gauges computed when Prometheus scrapes: the queue's depth per state and its failed jobs (dead letters)
 * from Redis, and the lead figures (oldest un-e-mailed lead, claims against the 24-hour promise) from the lead
 * repository. A source that is down (or slower than 1.5 s) leaves its gauges without samples for that scrape;
 * the scrape itself still answers.
 */
@Injectable()
export class LeadGauges {
  private readonly logger = new Logger(LeadGauges.name);

  constructor(
    metrics: MetricsService,
    @Inject(LEAD_QUEUE) private readonly queue: LeadQueue,
    private readonly leads: LeadRepository,
  ) {
    const gauges = this;
    new Gauge({
      name: 'leads_queue_depth',
      help: 'Jobs in the leads queue, by state.',
      labelNames: ['state'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const counts = await gauges.queueCounts();
        if (counts) for (const state of QUEUE_STATES) this.set({ state }, counts[state] ?? 0);
      },
    });
    new Gauge({
      name: 'leads_failed_jobs',
      help: 'Lead jobs that exhausted their attempts (dead letters kept in the queue).',
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const counts = await gauges.queueCounts();
        if (counts) this.set(counts.failed ?? 0);
      },
    });
    new Gauge({
      name: 'leads_oldest_unnotified_age_seconds',
      help: 'Age in seconds of the oldest accepted, unflagged lead not yet e-mailed to sales (0 when none).',
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const oldest = await gauges.read('Oldest unnotified lead age', () => gauges.leads.oldestUnnotified());
        // null: every lead is emailed (0); undefined: the database did not answer (no sample).
        if (oldest === null) this.set(0);
        else if (oldest) this.set(Math.max(0, (Date.now() - oldest.receivedAt.getTime()) / 1000));
      },
    });
    new Gauge({
      name: 'leads_unclaimed_past_24h',
      help: 'Leads of the last 7 days still unclaimed 24 h after they arrived (the response promise is broken).',
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const now = Date.now();
        const count = await gauges.read('Unclaimed leads', () =>
          gauges.leads.countUnclaimed(new Date(now - WINDOW_MS), new Date(now - RESPONSE_PROMISE_MS)),
        );
        if (count !== undefined) this.set(count);
      },
    });
    new Gauge({
      name: 'leads_claimed_within_24h_ratio',
      help: "Share of the last 7 days' leads (outcome known) that sales claimed within 24 h; no sample without such leads.",
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const now = Date.now();
        const outcome = await gauges.read('Claim ratio', () =>
          gauges.leads.claimPromiseOutcome(new Date(now - WINDOW_MS), new Date(now), RESPONSE_PROMISE_MS),
        );
        if (outcome && outcome.decided > 0) this.set(outcome.claimedInTime / outcome.decided);
      },
    });
  }

  private pendingCounts: Promise<Record<string, number> | undefined> | undefined;

  /** Job counts per state; one Redis call shared by the two queue gauges of a scrape. */
  queueCounts(): Promise<Record<string, number> | undefined> {
    this.pendingCounts ??= withTimeout(this.queue.getJobCounts(...QUEUE_STATES), SCRAPE_TIMEOUT_MS)
      .catch((error: unknown) => {
        this.logger.warn(`Queue depth unavailable for metrics: ${(error as Error).message}`);
        return undefined;
      })
      .finally(() => {
        this.pendingCounts = undefined;
      });
    return this.pendingCounts;
  }

  /** A scrape-time read with the scrape's time bound; undefined (no sample) when the database does not answer. */
  async read<T>(what: string, query: () => Promise<T>): Promise<T | undefined> {
    if (!this.leads.isAvailable) return undefined;
    try {
      return await withTimeout(query(), SCRAPE_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`${what} unavailable for metrics: ${(error as Error).message}`);
      return undefined;
    }
  }
}
