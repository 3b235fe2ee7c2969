import { LEAD_KINDS, type LeadKind } from '@site/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { keyOf } from './hmac-key.js';

/** What a claim link stands for: one lead, until a moment. */
export interface LeadClaim {
  leadId: string;
  kind: LeadKind;
  expiresAt: Date;
}

/** Why a claim link was refused: `invalid` (malformed, tampered, signed with another secret) or `expired`. */
export type ClaimTokenRefusal = 'invalid' | 'expired';

export type ClaimTokenCheck = { ok: true; claim: LeadClaim } | { ok: false; reason: ClaimTokenRefusal };

/** Tokens made for anything else (another audience) are never accepted as claim links. */
const AUDIENCE = 'lead-claim';
const ALGORITHM = 'HS256';

/**
 * A claim link's token: a JWT signed with HMAC-SHA256 (the secret from CLAIM_TOKEN_SECRET) naming the lead and
 * its kind, expiring at `expiresAt`. No login is needed to claim: holding the link is the authority.
 */
export async function signClaimToken(claim: LeadClaim, secret: string): Promise<string> {
  return new SignJWT({ knd: claim.kind })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claim.leadId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(claim.expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
}

/**
 * Checks a claim link's token: the signature first (a tampered token is `invalid` whatever it claims), then
 * its expiry against `now`.
 */
export async function verifyClaimToken(token: string, secret: string, now: Date = new Date()): Promise<ClaimTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    const kind = payload.knd;
    if (typeof kind !== 'string' || !(LEAD_KINDS as readonly string[]).includes(kind) || typeof payload.sub !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claim: { leadId: payload.sub, kind: kind as LeadKind, expiresAt: new Date(payload.exp! * 1000) } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
