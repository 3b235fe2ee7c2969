/**
 * The API's configuration, read once from the environment.
 * Every value has a local default so `node dist/main.js` works on a developer machine.
 */
export interface AppConfig {
  /** TCP port the HTTP server listens on (env `API_PORT`). */
  readonly port: number;
  /** Interface the HTTP server binds to (env `API_HOST`). */
  readonly host: string;
  /** PostgreSQL connection URL (env `DATABASE_URL`). */
  readonly databaseUrl: string;
  /** Redis connection URL (env `REDIS_URL`). */
  readonly redisUrl: string;
  /** pino level (env `LOG_LEVEL`): fatal, error, warn, info, debug, trace or silent. */
  readonly logLevel: LogLevel;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const APP_CONFIG = Symbol('APP_CONFIG');

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/exposure_site';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function readPort(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a TCP port number (0-65535), got "${raw}"`);
  }
  return port;
}

function readUrl(raw: string | undefined, fallback: string, name: string, protocols: readonly string[]): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(`${name} must use one of ${protocols.join(', ')}; got "${url.protocol}"`);
  }
  return value;
}

function readLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  const level = raw.toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}"`);
}

/** Builds the configuration from an environment (defaults to `process.env`); throws on malformed values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: readPort(env.API_PORT, 3000, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: readUrl(env.DATABASE_URL, DEFAULT_DATABASE_URL, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env.REDIS_URL, DEFAULT_REDIS_URL, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel: readLogLevel(env.LOG_LEVEL),
  };
}
