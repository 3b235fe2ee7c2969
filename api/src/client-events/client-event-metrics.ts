import { Injectable } from '@nestjs/common';
import { CLIENT_EVENT_KINDS, type ClientEvent } from '@site/contracts';
import { Counter, Gauge } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service.js';
import { DistinctClients, type ReportGroup } from './distinct-clients.js';
import { type RemoteVersion, ServedRemoteVersions } from './served-remote-versions.js';

/** Why a report was refused (a bounded label). */
export type RefusalReason = 'unknown-remote' | 'unserved-version';

/**
 * The browser reports as Prometheus metrics on the API's registry: `remote_client_errors_total{remote,version,kind}`
 * and `remote_page_views_total{remote,version}` (the error rate's denominator) count reports;
 * `remote_client_error_clients{remote,version}` and `remote_page_view_clients{remote,version}` count the distinct
 * clients behind them (read from Redis at scrape time: the same figure on every API process, so aggregate them with
 * max, not sum); `remote_client_events_refused_total{reason}` counts the reports refused. Labels only ever name
 * versions the site serves (ServedRemoteVersions), so made-up names cannot fill the series, and a version's series
 * are removed once it is no longer served.
 */
@Injectable()
export class ClientEventMetrics {
  readonly errors: Counter<'remote' | 'version' | 'kind'>;

  readonly views: Counter<'remote' | 'version'>;

  readonly refused: Counter<'reason'>;

  constructor(
    metrics: MetricsService,
    private readonly served: ServedRemoteVersions,
    private readonly clients: DistinctClients,
  ) {
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
    this.refused = new Counter({
      name: 'remote_client_events_refused_total',
      help: 'Browser reports refused (422) because they named no remote of the site or no version it serves.',
      labelNames: ['reason'] as const,
      registers: [metrics.registry],
    });
    this.distinctClientsGauge(
      'remote_client_error_clients',
      'error',
      'Distinct clients (addresses; IPv6 per /64) that reported an error of a remote version.',
      metrics,
    );
    this.distinctClientsGauge(
      'remote_page_view_clients',
      'view',
      'Distinct clients (addresses; IPv6 per /64) that reported a view of a remote version.',
      metrics,
    );
    served.onRetired((pair) => this.forget(pair));
  }

  record(event: ClientEvent): void {
    const labels = { remote: event.remote, version: event.version };
    if (event.kind === 'view') this.views.inc(labels);
    else this.errors.inc({ ...labels, kind: event.kind });
  }

  refusedReport(reason: RefusalReason): void {
    this.refused.inc({ reason });
  }

  private distinctClientsGauge(name: string, group: ReportGroup, help: string, metrics: MetricsService): void {
    const { served, clients } = this;
    new Gauge({
      name,
      help,
      labelNames: ['remote', 'version'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const pairs = await served.served();
        const counts = await clients.counts(pairs, group);
        // Redis did not answer: no samples this scrape (never a made-up 0).
        if (!counts) return;
        for (const [index, pair] of pairs.entries()) this.set({ ...pair }, counts[index] ?? 0);
      },
    });
  }

  /** Removes a version's series once the site no longer serves it. */
  private forget({ remote, version }: RemoteVersion): void {
    this.views.remove({ remote, version });
    for (const kind of CLIENT_EVENT_KINDS) if (kind !== 'view') this.errors.remove({ remote, version, kind });
  }
}
