/** Injection token of the proof-of-work HMAC keys (see proof-of-work-keys.ts). */
export const PROOF_OF_WORK_KEYS = Symbol('PROOF_OF_WORK_KEYS');
