import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { Logger as PinoRootLogger } from 'pino';
import type { WorkerSettings } from '@site/config';
import { WorkerModule } from './worker.module.js';

/**
 * Builds and starts the worker (a Nest application context, no HTTP): the database is opened and migrated, then
 * the BullMQ worker starts taking jobs and the sweep is scheduled. `main.ts` adds the Redis check and signals;
 * tests call this directly and `close()` the result.
 */
export async function createWorker(config: WorkerSettings, logger: PinoRootLogger): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  return app;
}
