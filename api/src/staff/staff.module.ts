import { Module } from '@nestjs/common';
import { StaffAuthModule } from '../auth/staff-auth.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { StaffAccess } from './staff-access.js';
import { StaffAssetsController } from './staff-assets.controller.js';
import { StaffInboxController } from './staff-inbox.controller.js';
import { StaffPeopleController } from './staff-people.controller.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { StaffSessionsModule } from './staff-sessions.module.js';
import { StaffSignInController } from './staff-sign-in.controller.js';
import { PageRenderer } from '../views/page-renderer.js';
import { ViewsModule } from '../views/views.module.js';
import { PeopleModule } from '../people/people.module.js';

/** The staff workspace under /staff: sign-in, the lead inbox and lead pages, the People page (data-subject requests), the queue view (server-rendered). */
@Module({
  imports: [DatabaseModule, StaffSessionsModule, StaffAuthModule, ViewsModule, PeopleModule],
  controllers: [StaffSignInController, StaffAssetsController, StaffInboxController, StaffPeopleController],
  providers: [
    StaffAccess,
    { provide: StaffPageRenderer, inject: [PageRenderer], useFactory: (pages: PageRenderer) => new StaffPageRenderer(pages.stylesheet) },
  ],
  exports: [StaffPageRenderer],
})
export class StaffModule {}
