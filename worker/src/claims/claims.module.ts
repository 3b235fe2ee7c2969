import { Module } from '@nestjs/common';
import { ClaimLinks } from './claim-links.js';

/** The signed "I'll take this lead" links of the sales emails. */
@Module({
  providers: [ClaimLinks],
  exports: [ClaimLinks],
})
export class ClaimsModule {}
