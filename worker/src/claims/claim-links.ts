import { Inject, Injectable } from '@nestjs/common';
import type { LeadKind } from '@site/contracts';
import { claimUrl, signClaimToken } from '@site/lead-claims';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';

/** Makes the "I'll take this lead" links of the emails: signed, expiring CLAIM_LINK_TTL_MS after they are made. */
@Injectable()
export class ClaimLinks {
  constructor(@Inject(WORKER_CONFIG) private readonly config: WorkerSettings) {}

  /** A claim link for the lead; `recipient` fills in the claimer when the email goes to one address. */
  async forLead(lead: { id: string; kind: LeadKind }, recipient?: string, now: Date = new Date()): Promise<string> {
    const expiresAt = new Date(now.getTime() + this.config.claimLinkTtlMs);
    const token = await signClaimToken({ leadId: lead.id, kind: lead.kind, expiresAt }, this.config.claimTokenSecret);
    return claimUrl(this.config.siteUrl, token, recipient);
  }
}
