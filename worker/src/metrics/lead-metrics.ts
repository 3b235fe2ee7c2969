import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Upper bounds (seconds) of the POST-to-email buckets: from the usual few seconds to the 24 h retry horizon,
 * with the 5 min re-notify and 1 h alert thresholds as edges.
 */
export const POST_TO_EMAIL_BUCKETS = [1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600, 7200, 21_600, 86_400];

/** The worker's own Prometheus metrics: what became of the leads it handled, and how long sales waited. */
@Injectable()
export class LeadMetrics {
  readonly registry = new Registry();

  /** From the API accepting the lead (its `receivedAt`) to the SMTP server accepting the email to sales. */
  readonly postToEmail = new Histogram({
    name: 'lead_post_to_email_seconds',
    help: 'Seconds from the API accepting a lead (202) to the SMTP server accepting the email to sales',
    labelNames: ['kind'],
    buckets: POST_TO_EMAIL_BUCKETS,
    registers: [this.registry],
  });

  readonly emailed = new Counter({
    name: 'leads_emailed_total',
    help: 'Leads whose email to sales this worker delivered',
    labelNames: ['kind'],
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'lead_job_failures_total',
    help: 'Failed process-lead attempts; final="true": dead letters (no retry left or unrecoverable)',
    labelNames: ['final'],
    registers: [this.registry],
  });

  readonly acknowledgementsSkipped = new Counter({
    name: 'lead_acknowledgements_skipped_total',
    help: "Acknowledgements to a lead's address not sent because a cap for the hour was reached, by cap (client, domain, global)",
    labelNames: ['cap'],
    registers: [this.registry],
  });

  readonly retentionErasures = new Counter({
    name: 'lead_retention_erased_total',
    help: 'What the retention job erased as idle past LEAD_RETENTION_DAYS: what="people" (addresses), "leads" (rows), "jobs" (queue jobs)',
    labelNames: ['what'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** One lead emailed now; `receivedAt` is the ISO time the API accepted it. */
  leadEmailed(kind: string, receivedAt: string, emailedAt = Date.now()): void {
    const received = Date.parse(receivedAt);
    this.emailed.inc({ kind });
    // A clock skewed between API and worker hosts must not produce a negative observation.
    if (Number.isFinite(received)) this.postToEmail.observe({ kind }, Math.max(0, (emailedAt - received) / 1000));
  }

  /** One acknowledgement skipped by `cap` (the lead was stored and sales are mailed all the same). */
  acknowledgementSkipped(cap: string): void {
    this.acknowledgementsSkipped.inc({ cap });
  }

  /** One retention run's erasures. */
  retentionRun(counts: { people: number; leads: number; removedJobs: number }): void {
    this.retentionErasures.inc({ what: 'people' }, counts.people);
    this.retentionErasures.inc({ what: 'leads' }, counts.leads);
    this.retentionErasures.inc({ what: 'jobs' }, counts.removedJobs);
  }

  jobFailed(final: boolean): void {
    this.jobFailures.inc({ final: String(final) });
  }
}
