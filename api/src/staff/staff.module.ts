import { Module } from '@nestjs/common';
import { StaffAuthModule } from '../auth/staff-auth.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { StaffAccess } from './staff-access.js';
import { StaffAssetsController } from './staff-assets.controller.js';
import { StaffInboxController } from './staff-inbox.controller.js';
import { StaffPageRenderer } from './staff-page-renderer.js';
import { StaffSessionsModule } from './staff-sessions.module.js';
import { StaffSignInController } from './staff-sign-in.controller.js';
import { loadStaffStylesheet } from './staff-stylesheet.js';

/** The staff workspace under /staff: sign-in, the lead inbox and lead pages, the queue view (server-rendered). */
@Module({
  imports: [DatabaseModule, StaffSessionsModule, StaffAuthModule],
  controllers: [StaffSignInController, StaffAssetsController, StaffInboxController],
  providers: [StaffAccess, { provide: StaffPageRenderer, useFactory: () => new StaffPageRenderer(loadStaffStylesheet()) }],
  exports: [StaffPageRenderer],
})
export class StaffModule {}
