import { Global, Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { LeadGauges } from './lead-gauges.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

@Global()
@Module({
  imports: [DatabaseModule],
  controllers: [MetricsController],
  providers: [MetricsService, LeadGauges],
  exports: [MetricsService],
})
export class MetricsModule {}
