import { Inject, Injectable, Logger } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { LEAD_QUEUE, type LeadQueue } from '../queue/lead-queue.constants.js';
import { withTimeout } from '../queue/with-timeout.js';
import { MetricsService } from './metrics.service.js';

/** Queue states reported by `leads_queue_depth{state}`. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;

const SCRAPE_TIMEOUT_MS = 1500;

/** Age of the oldest lead not yet e-mailed to sales (flagged leads are never e-mailed). 0 when there is none. */
export const OLDEST_UNNOTIFIED_AGE_SQL = `
  SELECT COALESCE(EXTRACT(EPOCH FROM (now() - min(received_at))), 0)::float8 AS age_seconds
  FROM (
    SELECT min(submitted_at) AS received_at FROM contact_submissions WHERE notified_at IS NULL AND flagged = false
    UNION ALL
    SELECT min(requested_at) FROM demo_requests WHERE notified_at IS NULL AND flagged = false
    UNION ALL
    SELECT min(requested_at) FROM evidence_pack_requests WHERE notified_at IS NULL AND flagged = false
  ) AS oldest`;

/** Leads (last 7 days, honeypot hits left out) whose 24-hour promise is broken: unclaimed 24 h after arrival. */
export const UNCLAIMED_PAST_PROMISE_SQL = `
  SELECT count(*)::int AS n FROM leads
  WHERE NOT flagged AND claimed_at IS NULL
    AND received_at < now() - interval '24 hours' AND received_at >= now() - interval '7 days'`;

/**
 * Of the leads of the last 7 days whose outcome is known (their 24 h are over, or they were claimed in time),
 * how many were claimed within 24 h.
 */
export const CLAIMED_IN_TIME_SQL = `
  SELECT count(*) FILTER (WHERE claimed_at IS NOT NULL AND claimed_at <= received_at + interval '24 hours')::int AS in_time,
         count(*)::int AS decided
  FROM leads
  WHERE NOT flagged AND received_at >= now() - interval '7 days'
    AND (received_at < now() - interval '24 hours' OR claimed_at <= received_at + interval '24 hours')`;

/**
 * Gauges computed when Prometheus scrapes: the queue's depth per state and its failed jobs (dead letters)
 * from Redis, and the oldest un-e-mailed lead's age from PostgreSQL. A source that is down (or slower than
 * 1.5 s) leaves its gauges without samples for that scrape; the scrape itself still answers.
 */
@Injectable()
export class LeadGauges {
  private readonly logger = new Logger(LeadGauges.name);

  constructor(
    metrics: MetricsService,
    @Inject(LEAD_QUEUE) private readonly queue: LeadQueue,
    private readonly dataSource: DataSource,
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
        const age = await gauges.oldestUnnotifiedAge();
        if (age !== undefined) this.set(age);
      },
    });
    new Gauge({
      name: 'leads_unclaimed_past_24h',
      help: 'Leads of the last 7 days still unclaimed 24 h after they arrived (the response promise is broken).',
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const rows = await gauges.query<{ n: number }>(UNCLAIMED_PAST_PROMISE_SQL, 'Unclaimed leads');
        if (rows) this.set(Number(rows[0]?.n ?? 0));
      },
    });
    new Gauge({
      name: 'leads_claimed_within_24h_ratio',
      help: 'Share of the last 7 days\' leads (outcome known) that sales claimed within 24 h; no sample without such leads.',
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const rows = await gauges.query<{ in_time: number; decided: number }>(CLAIMED_IN_TIME_SQL, 'Claim ratio');
        const row = rows?.[0];
        if (row && row.decided > 0) this.set(row.in_time / row.decided);
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

  async oldestUnnotifiedAge(): Promise<number | undefined> {
    if (!this.dataSource.isInitialized) return undefined;
    try {
      const rows = await withTimeout(
        this.dataSource.query<{ age_seconds: number }[]>(OLDEST_UNNOTIFIED_AGE_SQL),
        SCRAPE_TIMEOUT_MS,
      );
      return Number(rows[0]?.age_seconds ?? 0);
    } catch (error) {
      this.logger.warn(`Oldest unnotified lead age unavailable for metrics: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** A scrape-time query with the scrape's time bound; undefined (no sample) when the database does not answer. */
  async query<T>(sql: string, what: string): Promise<T[] | undefined> {
    if (!this.dataSource.isInitialized) return undefined;
    try {
      return await withTimeout(this.dataSource.query<T[]>(sql), SCRAPE_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`${what} unavailable for metrics: ${(error as Error).message}`);
      return undefined;
    }
  }
}
