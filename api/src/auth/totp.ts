import { generateSecret, generateURI, verify } from 'otplib';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Surface Harvester staff';

/**
 * How far the server's clock and the phone's may differ: codes of the previous and the next 30-second step are
 * accepted too (RFC 6238 section 5.2 recommends one step of delay at most).
 */
const EPOCH_TOLERANCE_SECONDS = 30;

/** A new TOTP secret (base32, 20 random bytes: RFC 4226's recommended 160 bits). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/...` URI an authenticator app enrols from (as a QR code or typed in). */
export function totpUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/** The time step of the code when it is one of `secret`'s current codes (within the tolerance), else undefined. */
export async function totpStepOf(secret: string, code: string): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  // A TOTP check's result carries the time step the code belongs to (the union type also covers HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
