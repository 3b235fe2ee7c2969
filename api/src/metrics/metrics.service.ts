import { Injectable } from '@nestjs/common';
import { LEAD_KINDS, LEAD_VERDICTS, type LeadKind, type LeadVerdict } from '@site/contracts';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus registry (one per application, so several apps in one process, as in tests, do not
 * clash) with the request and lead counters. Gauges computed at scrape time are added by `LeadGauges`.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly leadsAccepted = new Counter({
    name: 'leads_accepted_total',
    help: 'Leads accepted (202: the job was acknowledged by Redis), by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly leadVerdicts = new Counter({
    name: 'leads_by_verdict_total',
    help: 'Leads accepted, by kind and by the verdict the API gave them on arrival (ok, unverified, spam).',
    labelNames: ['kind', 'verdict'] as const,
    registers: [this.registry],
  });

  readonly timeToClaim = new Histogram({
    name: 'lead_time_to_claim_seconds',
    help: "Time from a lead's arrival to its claim by sales, in seconds, by kind (observed when the claim is recorded).",
    labelNames: ['kind'] as const,
    // 15 min … 48 h, with the escalation (12 h), final alert (20 h) and promise (24 h) as bucket bounds.
    buckets: [900, 1800, 3600, 7200, 14_400, 28_800, 43_200, 72_000, 86_400, 172_800],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Every kind shows up with 0 before its first lead.
    for (const kind of LEAD_KINDS) {
      this.leadsAccepted.inc({ kind }, 0);
      for (const verdict of LEAD_VERDICTS) this.leadVerdicts.inc({ kind, verdict }, 0);
    }
  }

  leadAccepted(kind: LeadKind, verdict: LeadVerdict): void {
    this.leadsAccepted.inc({ kind });
    this.leadVerdicts.inc({ kind, verdict });
  }

  leadClaimed(kind: LeadKind, waitedSeconds: number): void {
    this.timeToClaim.observe({ kind }, Math.max(0, waitedSeconds));
  }

  /** Records one answered request; `route` is the route pattern (bounded cardinality), never the raw URL. */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    this.httpRequests.inc({ method, route, status: String(status) });
    this.httpDuration.observe({ method, route }, seconds);
  }

  contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
