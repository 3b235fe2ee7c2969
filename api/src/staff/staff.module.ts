import { Module } from '@nestjs/common';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { StaffAuthModule } from '../auth/staff-auth.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { StaffAccess } from './staff-access.js';
import { StaffAssetsController } from './staff-assets.controller.js';
import { StaffInboxController } from './staff-inbox.controller.js';
import { StaffPeopleController } from './staff-people.controller.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { StaffSessionsModule } from './staff-sessions.module.js';
import { StaffSecondStepController } from './staff-second-step.controller.js';
import { StaffSignInController } from './staff-sign-in.controller.js';
import { StaffSsoController } from './staff-sso.controller.js';
import { PageRenderer } from '../views/page-renderer.js';
import { ViewsModule } from '../views/views.module.js';
import { PeopleModule } from '../people/people.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { VerdictsModule } from '../verdicts/verdicts.module.js';

/** The staff workspace under /staff: sign-in, the lead inbox and lead pages, the People page (data-subject requests), the queue view (server-rendered). */
@Module({
  imports: [DatabaseModule, StaffSessionsModule, StaffAuthModule, ViewsModule, PeopleModule, AuditModule, VerdictsModule],
  controllers: [
    StaffSignInController,
    StaffSecondStepController,
    StaffSsoController,
    StaffAssetsController,
    StaffInboxController,
    StaffPeopleController,
  ],
  providers: [
    StaffAccess,
    {
      provide: StaffPageRenderer,
      inject: [PageRenderer, APP_CONFIG],
      useFactory: (pages: PageRenderer, config: ApiConfig) => new StaffPageRenderer(pages.stylesheet, config.oidc !== undefined),
    },
  ],
  exports: [StaffPageRenderer],
})
export class StaffModule {}
