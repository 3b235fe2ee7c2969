import { Module } from '@nestjs/common';
import { StaffSessions } from './staff-sessions.js';

/** Staff sign-ins (session cookie + Redis record): for the staff pages and for `StaffOnly()` API routes. */
@Module({
  providers: [StaffSessions],
  exports: [StaffSessions],
})
export class StaffSessionsModule {}
