import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts staff TOTP secrets at rest (AES-256-GCM, node:crypto), so a copy of the database alone does not let anyone
 * make codes. The key is derived (HKDF) from STAFF_SESSION_SECRET, the API's one staff key: the API and the
 * create-user command both have it, and a deployment has no extra secret to provide. Replacing STAFF_SESSION_SECRET
 * therefore makes the stored factors unreadable: each user is then enrolled again (`create-user <name> --reset-factor`).
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export class FactorSecretBox {
  private readonly key: Buffer;

  constructor(staffSessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', staffSessionSecret, 'surface-harvester', 'staff-totp-secret', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret; throws when the value was not sealed with this key (or was altered). */
  open(stored: string): string {
    const [format, iv, tag, sealed] = stored.split('.');
    if (format !== FORMAT || !iv || !tag || sealed === undefined) throw new Error('not a sealed TOTP secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}
