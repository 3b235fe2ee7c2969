import { describe, expect, it } from '@jest/globals';
import { MetricsService } from '../metrics/metrics.service.js';
import { ClientEventMetrics, MAX_REMOTE_VERSIONS, OVERFLOW_LABEL } from './client-event-metrics.js';

async function value(metrics: MetricsService, series: string): Promise<number | undefined> {
  const line = (await metrics.render()).split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('ClientEventMetrics', () => {
  it(`counts at most ${MAX_REMOTE_VERSIONS} remote/version pairs under their own labels, the rest as "${OVERFLOW_LABEL}"`, async () => {
    const registry = new MetricsService();
    const counters = new ClientEventMetrics(registry);
    for (let i = 0; i < MAX_REMOTE_VERSIONS + 5; i += 1) {
      counters.record({ kind: 'render-error', remote: 'services', version: `v${i}`, route: '/services' });
    }
    // A pair seen before the bound keeps its labels.
    counters.record({ kind: 'view', remote: 'services', version: 'v0', route: '/services' });

    expect(await value(registry, 'remote_client_errors_total{remote="services",version="v0",kind="render-error"}')).toBe(1);
    expect(await value(registry, `remote_client_errors_total{remote="services",version="v${MAX_REMOTE_VERSIONS - 1}",kind="render-error"}`)).toBe(1);
    expect(
      await value(registry, `remote_client_errors_total{remote="services",version="v${MAX_REMOTE_VERSIONS}",kind="render-error"}`),
    ).toBeUndefined();
    expect(await value(registry, 'remote_client_errors_total{remote="other",version="other",kind="render-error"}')).toBe(5);
    expect(await value(registry, 'remote_page_views_total{remote="services",version="v0"}')).toBe(1);
  });
});
