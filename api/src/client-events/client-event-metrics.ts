import { Injectable } from '@nestjs/common';
import type { ClientEvent } from '@site/contracts';
import { Counter } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service.js';

/**
 * Distinct (remote, version) pairs counted under their own labels. Reports come from browsers, so anyone can
 * send made-up names; past this many pairs new ones are counted as `other`, which bounds the series Prometheus
 * has to keep (a handful of remotes with a few live versions each stay far below it).
 */
export const MAX_REMOTE_VERSIONS = 64;

export const OVERFLOW_LABEL = 'other';

/**
 * The browser reports as Prometheus counters on the API's registry: `remote_client_errors_total{remote,version,kind}`
 * and `remote_page_views_total{remote,version}`, the denominator of a remote version's error rate.
 */
@Injectable()
export class ClientEventMetrics {
  private readonly seen = new Set<string>();

  readonly errors: Counter<'remote' | 'version' | 'kind'>;

  readonly views: Counter<'remote' | 'version'>;

  constructor(metrics: MetricsService) {
    this.errors = new Counter({
      name: 'remote_client_errors_total',
      help: 'Errors browsers reported per remote and version, by kind (load-failure, render-error, uncaught-error).',
      labelNames: ['remote', 'version', 'kind'] as const,
      registers: [metrics.registry],
    });
    this.views = new Counter({
      name: 'remote_page_views_total',
      help: "Areas of a remote version that browsers rendered (once per remote and page load): the error rate's denominator.",
      labelNames: ['remote', 'version'] as const,
      registers: [metrics.registry],
    });
  }

  record(event: ClientEvent): void {
    const labels = this.boundedLabels(event.remote, event.version);
    if (event.kind === 'view') this.views.inc(labels);
    else this.errors.inc({ ...labels, kind: event.kind });
  }

  private boundedLabels(remote: string, version: string): { remote: string; version: string } {
    const key = `${remote}\u0000${version}`;
    if (this.seen.has(key)) return { remote, version };
    if (this.seen.size >= MAX_REMOTE_VERSIONS) return { remote: OVERFLOW_LABEL, version: OVERFLOW_LABEL };
    this.seen.add(key);
    return { remote, version };
  }
}
