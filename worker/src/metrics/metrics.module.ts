import { Module } from '@nestjs/common';
import { LeadMetrics } from './lead-metrics.js';

/** The worker's Prometheus registry (served by `metrics-server.ts` from main.ts). */
@Module({
  providers: [LeadMetrics],
  exports: [LeadMetrics],
})
export class MetricsModule {}
