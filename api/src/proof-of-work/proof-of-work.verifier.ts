import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ApiConfig } from '@site/config';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import { QUEUE_ADD_TIMEOUT_MS } from '../queue/lead-queue.constants.js';
import { withTimeout } from '../queue/with-timeout.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import { decodeProofOfWorkPayload } from './proof-of-work-payload.js';
import type { ProofOfWorkKeys } from './proof-of-work-keys.js';
import { PROOF_OF_WORK_KEYS } from './proof-of-work.constants.js';

/**
 * What a lead's proof of work came to:
 * - `valid`: solved, signed by this API, unexpired, and not used by an earlier lead;
 * - `missing`: none came (a form posted without JavaScript, an API client);
 * - `invalid`: not a solution of a challenge this API signed (forged, tampered, malformed);
 * - `expired`: the challenge's time ran out before the lead arrived;
 * - `reused`: a valid solution another lead already brought.
 */
export type ProofOfWorkCheck = 'valid' | 'missing' | 'invalid' | 'expired' | 'reused';

/** Redis key namespace of the solutions already used (per queue prefix, like the API's other keys). */
export function usedSolutionsNamespace(queuePrefix: string): string {
  return `${queuePrefix}:proof-of-work:used:`;
}

/**
 * Checks a lead's ALTCHA payload. A valid solution is remembered in Redis (SET NX, by its challenge's signed
 * random nonce, with a one-way digest of the id of the lead that used it: no lead id outlives the lead's erasure)
 * until its challenge expires, after which it would be refused
 * as expired anyway, so each solution counts for one lead only, across every API replica. The same lead bringing it
 * again (a POST retried with its Idempotency-Key, e.g. after a 503) is still `valid`: a retry is not a replay.
 *
 * An expired challenge answers `expired` before its signature is checked (altcha-lib's order): a forger gains
 * nothing by it, since `expired`, like `missing`, only leaves the lead unverified.
 *
 * Rejects when Redis cannot record a valid solution within QUEUE_ADD_TIMEOUT_MS: the lead could not be queued
 * either then.
 */
@Injectable()
export class ProofOfWorkVerifier {
  constructor(
    @Inject(PROOF_OF_WORK_KEYS) private readonly keys: ProofOfWorkKeys,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** `leadId`: the lead the solution comes with (the same for every retry of one POST with an Idempotency-Key). */
  async check(payload: string | undefined, leadId: string): Promise<ProofOfWorkCheck> {
    if (payload === undefined || payload === '') return 'missing';
    const decoded = decodeProofOfWorkPayload(payload);
    if (!decoded) return 'invalid';
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: this.keys.challengeSignature,
        hmacKeySignatureSecret: this.keys.keySignature,
      });
    } catch {
      // A malformed value altcha-lib refuses to work with (e.g. a nonce that is not hex).
      return 'invalid';
    }
    if (result.expired) return 'expired';
    if (!result.verified) return 'invalid';
    const { nonce, expiresAt } = decoded.challenge.parameters;
    return (await this.rememberUse(nonce, expiresAt, leadId)) ? 'valid' : 'reused';
  }

  /**
   * True when `leadId` is the first (so far the only) lead to use this challenge's solution; false for any other
   * lead, until the challenge expires.
   */
  private async rememberUse(nonce: string, expiresAtSeconds: number | undefined, leadId: string): Promise<boolean> {
    // A signed challenge always has an expiry here (ProofOfWorkChallenges); a day bounds one that had none.
    const ttlMs = expiresAtSeconds === undefined ? 86_400_000 : Math.max(1_000, Math.ceil(expiresAtSeconds * 1_000 - Date.now()));
    const key = `${usedSolutionsNamespace(this.config.queuePrefix)}${nonce}`;
    const leadDigest = createHash('sha256').update(leadId).digest('base64url');
    // SET NX ... GET (Redis ≥ 7): records the lead unless one is recorded, and answers the one recorded before.
    const before = await withTimeout(
      this.redis.set(key, leadDigest, 'PX', ttlMs, 'NX', 'GET'),
      QUEUE_ADD_TIMEOUT_MS,
      `Redis did not record the proof of work within ${QUEUE_ADD_TIMEOUT_MS} ms`,
    );
    return before === null || before === leadDigest;
  }
}
