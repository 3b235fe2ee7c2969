import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ClientEventMetrics } from './client-event-metrics.js';
import { ClientEventsController } from './client-events.controller.js';
import { DistinctClients } from './distinct-clients.js';
import { ServedRemoteVersions } from './served-remote-versions.js';

/** Browser error reports per remote and version (POST /api/client-events) and their metrics. */
@Module({
  controllers: [ClientEventsController],
  providers: [
    ClientEventMetrics,
    DistinctClients,
    {
      provide: ServedRemoteVersions,
      useFactory: (config: AppConfig) => new ServedRemoteVersions({ file: config.remotesConfigFile }),
      inject: [APP_CONFIG],
    },
  ],
})
export class ClientEventsModule {}
