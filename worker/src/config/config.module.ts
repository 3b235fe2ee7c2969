import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { WorkerSettings } from '@site/config';

/** The injection token of the worker's resolved configuration (`workerConfig` of `@site/config`). */
export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

/** Makes the resolved `WorkerSettings` injectable everywhere under the `WORKER_CONFIG` token. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: WorkerSettings): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: WORKER_CONFIG, useValue: config }],
      exports: [WORKER_CONFIG],
    };
  }
}
