import { Module } from '@nestjs/common';
import { DatabaseAvailableGuard } from '../database/database-available.guard.js';
import { DatabaseModule } from '../database/database.module.js';
import { PeopleModule } from '../people/people.module.js';
import { ViewsModule } from '../views/views.module.js';
import { ConsentWithdrawalController } from './consent-withdrawal.controller.js';

/** The consent-withdrawal pages of the links in every message to a lead's address. */
@Module({
  imports: [DatabaseModule, ViewsModule, PeopleModule],
  controllers: [ConsentWithdrawalController],
  providers: [DatabaseAvailableGuard],
})
export class ConsentModule {}
