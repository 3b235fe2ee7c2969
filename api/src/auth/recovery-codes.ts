import { randomBytes } from 'node:crypto';

/** How many recovery codes a user gets at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** Crockford-style alphabet without look-alikes (no 0/O, 1/I/L). */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** A new recovery code: 16 characters of a 31-letter alphabet (about 79 bits), shown in groups: `k7m2-9xqa-…`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH * 2);
  let code = '';
  // Two bytes per character keep the modulo bias below 0.05%.
  for (let i = 0; i < GROUPS * GROUP_LENGTH; i += 1) code += ALPHABET[bytes.readUInt16BE(i * 2) % ALPHABET.length];
  return code.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
}

/** How a typed recovery code is compared: lower case, without spaces or dashes. */
export function normalRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether what was typed has a recovery code's shape (else it may be a TOTP code). */
export function looksLikeRecoveryCode(typed: string): boolean {
  const normal = normalRecoveryCode(typed);
  return normal.length === GROUPS * GROUP_LENGTH && [...normal].every((letter) => ALPHABET.includes(letter));
}
