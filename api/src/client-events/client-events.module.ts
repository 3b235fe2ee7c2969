import { Module } from '@nestjs/common';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
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
      useFactory: (config: ApiConfig) => new ServedRemoteVersions({ file: config.remotesConfigFile }),
      inject: [APP_CONFIG],
    },
  ],
})
export class ClientEventsModule {}
