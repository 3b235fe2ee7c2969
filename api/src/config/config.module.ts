import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ApiConfig } from '@site/config';

/** The injection token of the API's resolved configuration (`apiConfig` of `@site/config`). */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the resolved `ApiConfig` injectable everywhere under the `APP_CONFIG` token. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
