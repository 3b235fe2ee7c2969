import type { INestApplicationContext } from '@nestjs/common';
import { LEADS_QUEUE } from '@site/contracts';
import { assertNoEvictionAt, redactRedisUrl, workerConfig, type WorkerSettings, workerMetricsConfig } from '@site/config';
import { createRootLogger } from './logging/root-logger.js';
import { LeadMetrics } from './metrics/lead-metrics.js';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server.js';
import { createWorker } from './worker.factory.js';

/** Extra time past SHUTDOWN_TIMEOUT_MS for closing connections before the process gives up and exits 1. */
const CLOSE_GRACE_MS = 10_000;

function fatalLine(message: string): void {
  // The pino logger may not exist yet (bad configuration): print one JSON line ourselves.
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), service: 'worker', msg: message })}\n`);
}

async function bootstrap(): Promise<void> {
  let config: WorkerSettings;
  let metrics: { port: number; host: string };
  try {
    config = workerConfig(process.env);
    metrics = workerMetricsConfig(process.env);
  } catch (error) {
    // A ConfigError's message names every bad variable, one line each.
    fatalLine((error as Error).message);
    process.exit(1);
  }
  const logger = createRootLogger(config.logLevel);

  try {
    await assertNoEvictionAt(config.redisUrl);
  } catch (error) {
    logger.fatal({ redisUrl: redactRedisUrl(config.redisUrl) }, `worker cannot start: ${(error as Error).message}`);
    process.exit(1);
  }

  let app: INestApplicationContext;
  try {
    app = await createWorker(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, `worker failed to start: ${(error as Error).message}`);
    process.exit(1);
  }
  // Metrics are for people watching; a port clash must not stop leads from being emailed, so it is logged only.
  let metricsServer: MetricsServer | undefined;
  if (metrics.port > 0) {
    try {
      metricsServer = await startMetricsServer(app.get(LeadMetrics).registry, metrics.port, metrics.host);
    } catch (error) {
      logger.error({ err: error, metricsPort: metrics.port }, `worker metrics server not started: ${(error as Error).message}`);
    }
  }
  logger.info(
    {
      queue: LEADS_QUEUE,
      prefix: config.queuePrefix,
      concurrency: config.concurrency,
      pid: process.pid,
      metricsPort: metricsServer?.port ?? null,
    },
    'worker ready',
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      logger.warn({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: no new jobs, finishing active ones');
    setTimeout(() => {
      logger.error('shutdown did not complete in time: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + CLOSE_GRACE_MS).unref();
    try {
      await metricsServer?.close();
      await app.close();
      logger.info('worker stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

bootstrap().catch((error: unknown) => {
  fatalLine(`worker failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
