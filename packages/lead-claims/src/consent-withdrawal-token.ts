import { LEAD_KINDS, type LeadKind } from '@site/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { keyOf } from './hmac-key.js';

/** The lead a withdrawal link was sent about: its address is the one whose consent it withdraws. */
export interface WithdrawalSubject {
  leadId: string;
  kind: LeadKind;
}

/** Tokens of other audiences (claim links) are never accepted as withdrawal links, nor these as claim links. */
const AUDIENCE = 'consent-withdrawal';
const ALGORITHM = 'HS256';

/**
 * The token of a message's withdrawal link: a JWT signed with HMAC-SHA256 (CLAIM_TOKEN_SECRET, which the api and the
 * worker share already) naming the lead. No expiry: a withdrawal link must work as long as the message can be
 * read, and once the data is gone the link only says so. It names the lead, never the address: links end up in
 * access logs and mail scanners' reports.
 */
export async function signWithdrawalToken(subject: WithdrawalSubject, secret: string): Promise<string> {
  return new SignJWT({ knd: subject.kind })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(subject.leadId)
    .setAudience(AUDIENCE)
    .sign(await keyOf(secret));
}

/** The lead a withdrawal token names; undefined when it is malformed, tampered or signed with another secret. */
export async function verifyWithdrawalToken(token: string, secret: string): Promise<WithdrawalSubject | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM], audience: AUDIENCE, requiredClaims: ['sub'] });
    const kind = payload.knd;
    if (typeof kind !== 'string' || !(LEAD_KINDS as readonly string[]).includes(kind) || typeof payload.sub !== 'string') return undefined;
    return { leadId: payload.sub, kind: kind as LeadKind };
  } catch {
    return undefined;
  }
}
