import { Module } from '@nestjs/common';
import { StaffAuthModule } from '../auth/staff-auth.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { StaffSessionsModule } from '../staff/staff-sessions.module.js';
import { PeopleController } from './people.controller.js';
import { PERSON_CORRECTION_PROVIDER, PERSON_ERASURE_PROVIDER } from './person-erasure.provider.js';
import { StaffActor } from './staff-actor.js';

/** Data-subject requests: the staff API (export, correction, erasure) and what the staff page and the withdrawal link share. */
@Module({
  imports: [DatabaseModule, StaffAuthModule, StaffSessionsModule],
  controllers: [PeopleController],
  providers: [PERSON_ERASURE_PROVIDER, PERSON_CORRECTION_PROVIDER, StaffActor],
  exports: [PERSON_ERASURE_PROVIDER.provide, PERSON_CORRECTION_PROVIDER.provide, StaffActor],
})
export class PeopleModule {}
