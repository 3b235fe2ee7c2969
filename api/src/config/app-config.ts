import { type ApiConfig, apiConfig, duration } from '@site/config';

/**
 * The API's configuration, read once from the environment by `@site/config` (the one schema of the environment,
 * shared with the worker): every value has a local default so `node dist/main.js` works on a developer machine.
 */
export type AppConfig = ApiConfig;

export { LOG_LEVELS, type LogLevel } from '@site/config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** A duration such as `60000` (milliseconds), `30s`, `1 minute` or `2 hours`, in milliseconds. */
export function parseDuration(raw: string): number {
  return duration(raw);
}

/** Builds the configuration from an environment (defaults to `process.env`); throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return apiConfig(env);
}
