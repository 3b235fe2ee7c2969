import { Module } from '@nestjs/common';
import { DatabaseAvailableGuard } from '../database/database-available.guard.js';
import { DatabaseModule } from '../database/database.module.js';
import { ViewsModule } from '../views/views.module.js';
import { LeadClaimsController } from './lead-claims.controller.js';

/** The claim pages of the sales emails' "I'll take this lead" links. */
@Module({
  imports: [DatabaseModule, ViewsModule],
  controllers: [LeadClaimsController],
  providers: [DatabaseAvailableGuard],
})
export class ClaimsModule {}
