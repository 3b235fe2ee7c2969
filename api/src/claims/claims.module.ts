import { Module } from '@nestjs/common';
import { LeadClaimStore } from './lead-claim-store.js';
import { LeadClaimsController } from './lead-claims.controller.js';

/** The claim pages of the sales emails' "I'll take this lead" links. */
@Module({
  controllers: [LeadClaimsController],
  providers: [LeadClaimStore],
})
export class ClaimsModule {}
