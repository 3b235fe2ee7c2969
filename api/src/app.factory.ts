import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { requestId } from './request-id.js';

/** Request bodies above this size answer 413 (lead forms are a few kilobytes). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the API (not yet listening): Fastify, global prefix `api`, pino logs,
 * shutdown hooks. `main.ts` listens; tests call `init()` and use Fastify's `inject`.
 */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: '127.0.0.1', genReqId: requestId }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  return app;
}
