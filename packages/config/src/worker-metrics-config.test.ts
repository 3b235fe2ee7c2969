import { describe, expect, it } from '@jest/globals';
import { ENV_DEFAULTS } from './defaults.js';
import type { Environment } from './parse-env.js';
import { workerMetricsConfig } from './worker-config.js';

const DEFAULT_WORKER_METRICS_PORT = Number(ENV_DEFAULTS.WORKER_METRICS_PORT);
const loadMetricsPort = (env: Environment) => workerMetricsConfig(env).port;

describe('WORKER_METRICS_PORT', () => {
  it('defaults to 9464, takes a port, and 0 turns the server off', () => {
    expect(loadMetricsPort({})).toBe(DEFAULT_WORKER_METRICS_PORT);
    expect(DEFAULT_WORKER_METRICS_PORT).toBe(9464);
    expect(loadMetricsPort({ WORKER_METRICS_PORT: ' ' })).toBe(9464);
    expect(loadMetricsPort({ WORKER_METRICS_PORT: '9100' })).toBe(9100);
    expect(loadMetricsPort({ WORKER_METRICS_PORT: '0' })).toBe(0);
  });

  it('refuses what is not a port', () => {
    for (const bad of ['-1', '65536', 'http', '80.5']) expect(() => loadMetricsPort({ WORKER_METRICS_PORT: bad })).toThrow(/WORKER_METRICS_PORT/);
  });
});
