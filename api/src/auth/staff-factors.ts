import type { UserFactorRepository } from '@site/persistence';
import type { FactorSecretBox } from './factor-secret-box.js';
import { looksLikeRecoveryCode, newRecoveryCode, normalRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.js';
import { secretDigest } from './secret-digest.js';
import { newTotpSecret, totpStepOf, totpUri } from './totp.js';

/** Where a user's second factor stands: none made yet, made but not yet proven (enrolment pending), or in use. */
export type FactorState = 'none' | 'pending' | 'confirmed';

/** What checking a typed code found. */
export type CodeCheck = 'accepted' | 'wrong' | 'reused';

/** What the enrolment page shows: the URI (as a QR code and as text) and the recovery codes, once. */
export interface Enrolment {
  uri: string;
  secret: string;
  recoveryCodes: string[];
}

/**
 * Staff users' second factor: a TOTP secret (otplib) kept encrypted, and one-time recovery codes kept as digests.
 * Used by the sign-in's second step and by the create-user command (no Nest needed).
 */
export class StaffFactors {
  constructor(
    private readonly factors: UserFactorRepository,
    private readonly box: FactorSecretBox,
  ) {}

  /** The user's factor state; undefined for an unknown user. */
  async stateOf(username: string): Promise<FactorState | undefined> {
    const factor = await this.factors.factorOf(username);
    if (factor === undefined) return undefined;
    if (factor === null) return 'none';
    return factor.confirmed ? 'confirmed' : 'pending';
  }

  /**
   * The user's TOTP URI, making an unconfirmed factor first when they have none (or a new one in place of the old,
   * with `replace`: their recovery codes go too). Undefined for an unknown user.
   */
  async uriOf(username: string, { replace = false } = {}): Promise<string | undefined> {
    if (replace) {
      const secret = newTotpSecret();
      return (await this.factors.replaceFactor(username, this.box.seal(secret))) ? totpUri(username, secret) : undefined;
    }
    const factor = await this.factors.factorOrNew(username, this.box.seal(newTotpSecret()));
    return factor ? totpUri(username, this.box.open(factor.sealedSecret)) : undefined;
  }

  /**
   * Starts (or shows again) the enrolment of a user whose factor is not confirmed: their secret (made now if
   * needed) and a new set of recovery codes, replacing any set shown before. Undefined for an unknown user.
   */
  async enrol(username: string): Promise<Enrolment | undefined> {
    const factor = await this.factors.factorOrNew(username, this.box.seal(newTotpSecret()));
    if (!factor) return undefined;
    const secret = this.box.open(factor.sealedSecret);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.factors.replaceRecoveryCodes(
      username,
      recoveryCodes.map((code) => secretDigest(normalRecoveryCode(code))),
    );
    return { uri: totpUri(username, secret), secret, recoveryCodes };
  }

  /**
   * Checks a typed code: a current TOTP code not used before (each time step is accepted once; the first one
   * accepted confirms a pending factor), or an unused recovery code of a confirmed factor (then used up).
   */
  async check(username: string, typed: string): Promise<CodeCheck> {
    const factor = await this.factors.factorOf(username);
    if (!factor) return 'wrong';
    const code = typed.replace(/\s/g, '');
    if (factor.confirmed && looksLikeRecoveryCode(code)) {
      return (await this.factors.useRecoveryCode(username, secretDigest(normalRecoveryCode(code)))) ? 'accepted' : 'wrong';
    }
    const step = await totpStepOf(this.box.open(factor.sealedSecret), code);
    if (step === undefined) return 'wrong';
    return (await this.factors.acceptStep(username, step)) ? 'accepted' : 'reused';
  }
}
