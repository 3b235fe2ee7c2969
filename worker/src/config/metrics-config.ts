import { ENV_DEFAULTS, workerMetricsConfig, type WorkerMetricsSettings } from '@site/config';

/** Where the worker serves its Prometheus metrics (`GET /metrics`); 9464 is the usual exporter port. */
export const DEFAULT_WORKER_METRICS_PORT = Number(ENV_DEFAULTS.WORKER_METRICS_PORT);

/**
 * The metrics listener (env `WORKER_METRICS_PORT`, default 9464, `0` turns it off; env `WORKER_METRICS_HOST`,
 * default loopback). Kept apart from WorkerConfig: only `main.ts` listens, tests read the registry.
 */
export function loadMetricsListener(env: NodeJS.ProcessEnv = process.env): WorkerMetricsSettings {
  return workerMetricsConfig(env);
}

/** The metrics port alone (see loadMetricsListener). */
export function loadMetricsPort(env: NodeJS.ProcessEnv = process.env): number {
  return workerMetricsConfig(env).port;
}
