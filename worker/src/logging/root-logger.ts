import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '@site/config';

/**
 * The worker's one pino logger: JSON lines on stdout (or `destination`, which tests use to read the logs).
 * Nest's own messages and every service log through it (see LoggingModule).
 */
export function createRootLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'worker' } };
  return destination ? pino(options, destination) : pino(options);
}
