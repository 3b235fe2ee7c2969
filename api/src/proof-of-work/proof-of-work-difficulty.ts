import { randomInt } from 'altcha-lib';

/**
 * The proof of work every lead form solves: ALTCHA v2 (the protocol of the `altcha` widget v3), PBKDF2/SHA-256,
 * which browsers compute natively (WebCrypto) in the widget's web workers and Node natively (node:crypto).
 *
 * Deterministic mode: the API picks a secret counter, derives its key and signs it; the browser tries counters
 * from 0 up (interleaved over its workers) until a key starts with the signed prefix. The work is counter × cost
 * PBKDF2 iterations; verifying is one HMAC of the submitted key (no key derivation on the API).
 *
 * The figures: the solve must stay under 1 s on a phone-class CPU, so a person never waits for it (it runs
 * while they type anyway), yet cost a script sending leads in bulk real CPU per lead. 250 counters on average ×
 * 5,000 iterations ≈ 1.25 M PBKDF2 iterations: a median of about 0.2 s on this repository's 2-core bench machine
 * in Chromium (bench/altcha), so well under 1 s on a phone a few times slower per core.
 */
export const PROOF_OF_WORK_ALGORITHM = 'PBKDF2/SHA-256';
export const PROOF_OF_WORK_COST = 5_000;
export const PROOF_OF_WORK_MIN_COUNTER = 100;
export const PROOF_OF_WORK_MAX_COUNTER = 400;

/**
 * How long a challenge stays valid, from its issue to the lead's arrival. The widget fetches it when the visitor
 * starts filling the form, and solves it again (new challenge) on submit if it expired meanwhile, so the limit is
 * not on how long a person may take to type. It bounds how long solutions can be stockpiled ahead of a burst, and
 * how long the API remembers a used one (see ProofOfWorkVerifier).
 */
export const PROOF_OF_WORK_EXPIRY_MS = 10 * 60_000;

/** The secret counter of a new challenge: the amount of work it takes. */
export function challengeCounter(): number {
  return randomInt(PROOF_OF_WORK_MAX_COUNTER, PROOF_OF_WORK_MIN_COUNTER);
}
