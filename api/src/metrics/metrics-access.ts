import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopbackHost, type ApiConfig } from '@site/config';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Who may read `/api/metrics`. The Ingress routes all of `/api` to the API, so the metrics (lead counts, queue
 * depth, failure rates) would be public without this:
 * - METRICS_TOKEN set: a request with `Authorization: Bearer <token>` (Prometheus' `authorization` setting);
 *   any other gets 401.
 * - unset: only an API bound to loopback (`npm start`, tests) answers; one reachable from the network hides the
 *   endpoint (404).
 */
export function metricsAccess(config: Pick<ApiConfig, 'metricsToken' | 'host'>, authorization: string | undefined): MetricsAccess {
  if (config.metricsToken === undefined) return isLoopbackHost(config.host) ? 'allowed' : 'hidden';
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  // Equal-length digests: the comparison takes the same time whatever the presented token's length or prefix.
  return timingSafeEqual(digest(presented), digest(config.metricsToken)) ? 'allowed' : 'unauthorized';
}
