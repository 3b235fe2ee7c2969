import { Module } from '@nestjs/common';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { ProofOfWorkChallenges } from './proof-of-work-challenges.js';
import { ProofOfWorkController } from './proof-of-work.controller.js';
import { PROOF_OF_WORK_KEYS } from './proof-of-work.constants.js';
import { proofOfWorkKeys } from './proof-of-work-keys.js';
import { ProofOfWorkVerifier } from './proof-of-work.verifier.js';

/** The lead forms' proof of work: issues challenges (GET /api/proof-of-work-challenge) and checks solutions. */
@Module({
  controllers: [ProofOfWorkController],
  providers: [
    { provide: PROOF_OF_WORK_KEYS, useFactory: (config: ApiConfig) => proofOfWorkKeys(config.claimTokenSecret), inject: [APP_CONFIG] },
    ProofOfWorkChallenges,
    ProofOfWorkVerifier,
  ],
  exports: [ProofOfWorkVerifier],
})
export class ProofOfWorkModule {}
