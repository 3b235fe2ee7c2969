import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { AuditLog } from './audit-log.js';

/** The audit log of administrative actions, for any module that performs one (e.g. a lead's verdict change). */
@Module({
  imports: [DatabaseModule],
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
