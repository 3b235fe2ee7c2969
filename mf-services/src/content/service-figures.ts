/**
 * The figures the services pages claim, defined once so the overview,
 * the service pages and the case studies can never disagree. Each is a value + label pair that reads as one phrase.
 */
import type { Metric } from '../components/types';

export const EVENTS_PER_SEC: Metric = { value: '15k', label: 'events/sec' };
export const COGS_REDUCTION: Metric = { value: '28%', label: 'COGS reduction' };
export const P99_SLO: Metric = { value: '99%', label: 'p99 SLO' };
/** Display text only (not animated). */
export const P95_LATENCY: Metric = { value: 'p95 ≤12 ms', label: 'end-to-end latency' };

export const EDGE_FPS: Metric = { value: '60 FPS', label: 'under 8 W on an edge device' };
export const GPU_SPEEDUP: Metric = { value: '15x', label: 'speedup vs CPU' };
export const GPU_P95: Metric = { value: '2.8 ms', label: 'p95' };
export const GPU_THROUGHPUT: Metric = { value: '3,247', label: 'images/sec' };
export const GPU_UTILIZATION: Metric = { value: '89%', label: 'utilization' };
export const GPU_MEMORY: Metric = { value: '4.2 GB', label: 'of 40 GB memory' };

/** A figure with the context line of the page that shows it. */
export function withHint(metric: Metric, hint: string): Metric {
  return { ...metric, hint };
}
