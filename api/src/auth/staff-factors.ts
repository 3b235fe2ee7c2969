import type { UserFactorRepository } from '@site/persistence';
import type { FactorSecretBox } from './factor-secret-box.js';
import { looksLikeRecoveryCode, newRecoveryCode, normalRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.js';
import { secretDigest } from './secret-digest.js';
import { newTotpSecret, totpStepOf, totpUri } from './totp.js';

/** Where a user's second factor stands: none made yet, made but not yet proven (enrolment pending), or in use. */
export type FactorState = 'none' | 'pending' | 'confirmed';

/** What checking a typed code found. */
export type CodeCheck = 'accepted' | 'wrong' | 'reused';

/** What the enrolment page shows: the URI (as a QR code and as text) and the recovery codes. */
export interface Enrolment {
  uri: string;
  secret: string;
  recoveryCodes: string[];
  /** True when the codes shown before in this sign-in were no longer the stored ones, so these replace them. */
  renewed: boolean;
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
   * Starts (or shows again) the enrolment of a user whose factor is not confirmed: their secret (made now if needed)
   * and their recovery codes. `shown` are the codes this sign-in showed before: kept while they are still the stored
   * set, so a mistyped code does not void codes already written down; otherwise (none shown, or replaced since, by
   * another sign-in or a factor reset) a new set replaces the stored one. Undefined for an unknown user.
   */
  async enrol(username: string, shown: readonly string[] = []): Promise<Enrolment | undefined> {
    const factor = await this.factors.factorOrNew(username, this.box.seal(newTotpSecret()));
    if (!factor) return undefined;
    const secret = this.box.open(factor.sealedSecret);
    const uri = totpUri(username, secret);
    if (shown.length > 0 && (await this.storedRecoveryCodesAre(username, shown))) {
      return { uri, secret, recoveryCodes: [...shown], renewed: false };
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.factors.replaceRecoveryCodes(username, recoveryCodes.map(recoveryCodeDigest));
    return { uri, secret, recoveryCodes, renewed: shown.length > 0 };
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
      return (await this.factors.useRecoveryCode(username, recoveryCodeDigest(code))) ? 'accepted' : 'wrong';
    }
    const step = await totpStepOf(this.box.open(factor.sealedSecret), code);
    if (step === undefined) return 'wrong';
    return (await this.factors.acceptStep(username, step)) ? 'accepted' : 'reused';
  }

  /** Whether the user's stored recovery codes are exactly these. */
  private async storedRecoveryCodesAre(username: string, codes: readonly string[]): Promise<boolean> {
    const stored = new Set(await this.factors.recoveryCodeDigests(username));
    return stored.size === codes.length && codes.every((code) => stored.has(recoveryCodeDigest(code)));
  }
}

/** What is stored of a recovery code (typed or shown): the digest of its normal form. */
function recoveryCodeDigest(code: string): string {
  return secretDigest(normalRecoveryCode(code));
}
