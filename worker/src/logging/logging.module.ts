import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * Structured JSON logs (pino) through nestjs-pino, on the root logger made by `createRootLogger`.
 * Services inject `PinoLogger` (`@InjectPinoLogger(Name.name)`) and log the lead id, never the lead.
 */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger } })],
      exports: [LoggerModule],
    };
  }
}
