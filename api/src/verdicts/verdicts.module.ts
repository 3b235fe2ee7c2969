import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StaffAuthModule } from '../auth/staff-auth.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { ProofOfWorkModule } from '../proof-of-work/proof-of-work.module.js';
import { LeadVerdictController } from './lead-verdict.controller.js';
import { LeadVerdicts } from './lead-verdicts.js';
import { VerdictCorrections } from './verdict-corrections.js';

/** Lead verdicts: deciding an arriving lead's (lead-verdicts.ts), and staff correcting one (verdict-corrections.ts). */
@Module({
  imports: [ProofOfWorkModule, DatabaseModule, StaffAuthModule, AuditModule],
  controllers: [LeadVerdictController],
  providers: [LeadVerdicts, VerdictCorrections],
  exports: [LeadVerdicts, VerdictCorrections],
})
export class VerdictsModule {}
