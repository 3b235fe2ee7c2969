import { type DynamicModule, Global, Module } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from './worker-config.js';

/** Makes the resolved `WorkerConfig` injectable everywhere under the `WORKER_CONFIG` token. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: WORKER_CONFIG, useValue: config }],
      exports: [WORKER_CONFIG],
    };
  }
}
