import { hkdfSync } from 'node:crypto';

/** The two HMAC keys of the proof of work: one signs the challenge, the other the key its solution must derive. */
export interface ProofOfWorkKeys {
  readonly challengeSignature: string;
  readonly keySignature: string;
}

/**
 * Derives the keys from CLAIM_TOKEN_SECRET (HKDF-SHA-256, a label of their own), so no new variable is needed and
 * every API replica, which shares that secret, signs and verifies the same challenges. The labels keep these keys
 * independent of the claim links' key: knowing one tells nothing of the others.
 */
export function proofOfWorkKeys(secret: string): ProofOfWorkKeys {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', secret, '', label, 32)).toString('hex');
  return {
    challengeSignature: derive('site proof-of-work: challenge signature'),
    keySignature: derive('site proof-of-work: derived key signature'),
  };
}
