/** Where the worker serves its Prometheus metrics (`GET /metrics`); 9464 is the usual exporter port. */
export const DEFAULT_WORKER_METRICS_PORT = 9464;

/**
 * The metrics port (env `WORKER_METRICS_PORT`, default 9464); `0` turns the metrics server off (tests, or
 * several workers on one host). Kept apart from WorkerConfig: only `main.ts` listens, tests read the registry.
 */
export function loadMetricsPort(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WORKER_METRICS_PORT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_WORKER_METRICS_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`WORKER_METRICS_PORT must be a TCP port number (0 = off), got "${raw}"`);
  }
  return port;
}
