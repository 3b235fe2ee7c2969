import { Injectable } from '@nestjs/common';
import { isHoneypotFilled, type LeadPayload, type LeadVerdictRecord, type VerdictSignal, verdictRecord } from '@site/contracts';
import { ProofOfWorkVerifier } from '../proof-of-work/proof-of-work.verifier.js';
import { isDisposableEmail } from './disposable-email.js';
import { isFilledTooFast } from './fill-time.js';
import { isLinkStuffed } from './link-stuffing.js';
import { isNameAUrl } from './name-is-url.js';
import { proofOfWorkSignal } from './proof-of-work-signal.js';

/** The lead's free-text answers, where link spam goes. */
function freeTexts(payload: LeadPayload): Array<string | undefined> {
  switch (payload.kind) {
    case 'contact-submission':
      return [payload.data.message];
    case 'demo-request':
      return [payload.data.preferredTime];
    case 'evidence-pack-request':
      return [payload.data.purpose];
  }
}

/**
 * Decides a lead's verdict as it arrives (@site/contracts lead-verdict.ts): collects every signal the lead gives
 * (the honeypot, the proof of work, the name, the links, the address, the fill time) and lets the contract turn them
 * into `ok`, `unverified` or `spam`. A verdict never refuses a lead: it only decides what the worker does with it.
 */
@Injectable()
export class LeadVerdicts {
  constructor(private readonly proofOfWork: ProofOfWorkVerifier) {}

  /** `leadId`: the id the lead will have (a retried POST with its Idempotency-Key has the same). */
  async decide(payload: LeadPayload, leadId: string): Promise<LeadVerdictRecord> {
    const { data } = payload;
    const signals: VerdictSignal[] = [];
    if (isHoneypotFilled(data)) signals.push('honeypot');
    // Checked for every lead, so a solution is spent even when another signal decides the verdict.
    const proof = proofOfWorkSignal(await this.proofOfWork.check(data.altcha, leadId));
    if (proof) signals.push(proof);
    if ('fullName' in data && isNameAUrl(data.fullName)) signals.push('name-is-url');
    if (isLinkStuffed(freeTexts(payload))) signals.push('link-stuffed');
    if (isDisposableEmail(data.workEmail)) signals.push('disposable-email');
    if (isFilledTooFast(data.formFillMs)) signals.push('filled-too-fast');
    return verdictRecord(signals);
  }
}
