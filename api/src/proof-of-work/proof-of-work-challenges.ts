import { Inject, Injectable } from '@nestjs/common';
import { type Challenge, createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { challengeCounter, PROOF_OF_WORK_ALGORITHM, PROOF_OF_WORK_COST, PROOF_OF_WORK_EXPIRY_MS } from './proof-of-work-difficulty.js';
import type { ProofOfWorkKeys } from './proof-of-work-keys.js';
import { PROOF_OF_WORK_KEYS } from './proof-of-work.constants.js';

/** Issues signed ALTCHA challenges (stateless: the signature is all the API needs to verify a solution later). */
@Injectable()
export class ProofOfWorkChallenges {
  constructor(@Inject(PROOF_OF_WORK_KEYS) private readonly keys: ProofOfWorkKeys) {}

  issue(now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: PROOF_OF_WORK_ALGORITHM,
      cost: PROOF_OF_WORK_COST,
      counter: challengeCounter(),
      deriveKey,
      expiresAt: new Date(now + PROOF_OF_WORK_EXPIRY_MS),
      hmacSignatureSecret: this.keys.challengeSignature,
      hmacKeySignatureSecret: this.keys.keySignature,
    });
  }
}
