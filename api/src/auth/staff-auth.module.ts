import { Module } from '@nestjs/common';
import type { ApiConfig } from '@site/config';
import { UserFactorRepository } from '@site/persistence';
import { APP_CONFIG } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { StaffSessionsModule } from '../staff/staff-sessions.module.js';
import { ApiTokenGuard } from './api-token.guard.js';
import { FactorSecretBox } from './factor-secret-box.js';
import { PasswordCheckLimiter } from './password-check-limiter.js';
import { SingleSignOn } from './single-sign-on.js';
import { StaffFactors } from './staff-factors.js';
import { StaffGuard } from './staff.guard.js';

/**
 * How staff authenticate: the guards of `StaffOnly()` and of the admin read (session or API token), the second
 * factor, single sign-on, and the one budget of staff password and code checks the sign-in steps share.
 */
@Module({
  imports: [DatabaseModule, StaffSessionsModule],
  providers: [
    PasswordCheckLimiter,
    ApiTokenGuard,
    StaffGuard,
    SingleSignOn,
    {
      provide: StaffFactors,
      inject: [UserFactorRepository, APP_CONFIG],
      useFactory: (factors: UserFactorRepository, config: ApiConfig) => new StaffFactors(factors, new FactorSecretBox(config.staffSessionSecret)),
    },
  ],
  exports: [PasswordCheckLimiter, ApiTokenGuard, StaffGuard, StaffFactors, SingleSignOn, StaffSessionsModule],
})
export class StaffAuthModule {}
