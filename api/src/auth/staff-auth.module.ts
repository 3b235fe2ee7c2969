import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { StaffSessionsModule } from '../staff/staff-sessions.module.js';
import { BasicAuthGuard } from './basic-auth.guard.js';
import { PasswordCheckLimiter } from './password-check-limiter.js';
import { StaffGuard } from './staff.guard.js';

/**
 * How staff authenticate: the guards of `StaffOnly()` and of the admin read, and the one budget of staff password
 * checks that HTTP Basic and the sign-in form share.
 */
@Module({
  imports: [DatabaseModule, StaffSessionsModule],
  providers: [PasswordCheckLimiter, BasicAuthGuard, StaffGuard],
  exports: [PasswordCheckLimiter, BasicAuthGuard, StaffGuard, StaffSessionsModule],
})
export class StaffAuthModule {}
