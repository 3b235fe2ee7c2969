import { Module } from '@nestjs/common';
import { ClaimLinks } from './claim-links.js';
import { WithdrawalLinks } from './withdrawal-links.js';

/** The signed links of the emails: "I'll take this lead" in the sales emails, consent withdrawal in those to a lead. */
@Module({
  providers: [ClaimLinks, WithdrawalLinks],
  exports: [ClaimLinks, WithdrawalLinks],
})
export class ClaimsModule {}
