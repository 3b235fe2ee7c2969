import { webcrypto } from 'node:crypto';

/**
 * The HMAC-SHA256 key of a secret, imported once per secret and process: jose would otherwise import the raw bytes
 * on every sign and verify (bench/drain measured it at a third of jose's time per sales email).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

export function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}
