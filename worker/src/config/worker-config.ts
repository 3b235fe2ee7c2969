import { workerConfig, type WorkerSettings } from '@site/config';

/**
 * The worker's configuration, read once from the environment by `@site/config` (the one schema of the environment,
 * shared with the api): every value has a local default so `node dist/main.js` works on a developer machine.
 */
export type WorkerConfig = WorkerSettings;

export { LOG_LEVELS, type LogLevel } from '@site/config';

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

/** The configuration of an empty environment: the local defaults. */
export const DEFAULTS: WorkerConfig = workerConfig({});

/** Builds the configuration from an environment (defaults to `process.env`); throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  return workerConfig(env);
}
