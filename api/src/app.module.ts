import { type DynamicModule, Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module.js';
import { ClaimsModule } from './claims/claims.module.js';
import { ClientEventsModule } from './client-events/client-events.module.js';
import type { ApiConfig } from '@site/config';
import { ConfigModule } from './config/config.module.js';
import { ConsentModule } from './consent/consent.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LeadInboxModule } from './lead-inbox/lead-inbox.module.js';
import { LeadsModule } from './leads/leads.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PeopleModule } from './people/people.module.js';
import { ProofOfWorkModule } from './proof-of-work/proof-of-work.module.js';
import { LeadQueueModule } from './queue/lead-queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { StaffModule } from './staff/staff.module.js';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        LeadQueueModule,
        MetricsModule,
        HealthModule,
        LeadsModule,
        ProofOfWorkModule,
        AdminModule,
        LeadInboxModule,
        PeopleModule,
        ClaimsModule,
        ConsentModule,
        ClientEventsModule,
        StaffModule,
      ],
    };
  }
}
