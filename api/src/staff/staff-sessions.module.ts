import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { StaffSessions } from './staff-sessions.js';

/** Staff sign-ins (session cookie + Redis record): for the staff pages and for `StaffOnly()` API routes. */
@Module({
  // The users table: a member's role is read on every request.
  imports: [DatabaseModule],
  providers: [StaffSessions],
  exports: [StaffSessions],
})
export class StaffSessionsModule {}
