import { Module } from '@nestjs/common';
import { VerdictsModule } from '../verdicts/verdicts.module.js';
import { LeadIntakeService } from './lead-intake.service.js';
import { LeadsController } from './leads.controller.js';

/** Lead intake: the three POSTs, validation, and the producer side of the leads queue. */
@Module({
  imports: [VerdictsModule],
  controllers: [LeadsController],
  providers: [LeadIntakeService],
})
export class LeadsModule {}
