import { Module } from '@nestjs/common';
import { ClientEventMetrics } from './client-event-metrics.js';
import { ClientEventsController } from './client-events.controller.js';

/** Browser error reports per remote and version (POST /api/client-events) and their metrics. */
@Module({
  controllers: [ClientEventsController],
  providers: [ClientEventMetrics],
})
export class ClientEventsModule {}
