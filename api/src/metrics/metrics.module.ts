import { Global, Module } from '@nestjs/common';
import { LeadGauges } from './lead-gauges.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, LeadGauges],
  exports: [MetricsService],
})
export class MetricsModule {}
