import { Inject, Injectable } from '@nestjs/common';
import type { LeadKind } from '@site/contracts';
import { signWithdrawalToken, withdrawalUrl } from '@site/lead-claims';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';

/** Makes the consent-withdrawal link every message to a lead's address carries (signed, naming the lead). */
@Injectable()
export class WithdrawalLinks {
  constructor(@Inject(WORKER_CONFIG) private readonly config: WorkerSettings) {}

  async forLead(lead: { id: string; kind: LeadKind }): Promise<string> {
    return withdrawalUrl(this.config.siteUrl, await signWithdrawalToken({ leadId: lead.id, kind: lead.kind }, this.config.claimTokenSecret));
  }
}
