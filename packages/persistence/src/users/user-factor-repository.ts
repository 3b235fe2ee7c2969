import type { DataSource, EntityManager } from 'typeorm';
import { RecoveryCodeEntity } from '../entities/user-credential.entities.js';
import { UserEntity } from '../entities/user.entity.js';
import { isValidUsername } from './user-repository.js';

/** A staff user's TOTP factor as stored: the secret still encrypted. */
export interface StoredFactor {
  /** The encrypted secret (the API decrypts it). */
  sealedSecret: string;
  /** False until the user's first code is accepted (enrolment pending). */
  confirmed: boolean;
}

/**
 * The second factor of staff users (`users.totp_*`, `user_recovery_codes`) and the link of a user to their single
 * sign-on subject. Every "use once" rule is one conditional UPDATE, so two requests racing with the same code cannot
 * both win.
 */
export class UserFactorRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's factor; undefined for an unknown user, null when none was made yet. */
  async factorOf(username: string): Promise<StoredFactor | null | undefined> {
    if (!isValidUsername(username)) return undefined;
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOne({ where: { username }, select: { id: true, totpSecret: true, totpConfirmedAt: true } });
    if (!user) return undefined;
    return user.totpSecret ? { sealedSecret: user.totpSecret, confirmed: user.totpConfirmedAt !== null } : null;
  }

  /**
   * Gives the user a new, unconfirmed factor: the old secret, its last accepted step and every recovery code go.
   * False for an unknown user.
   */
  async replaceFactor(username: string, sealedSecret: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({ totpSecret: sealedSecret, totpConfirmedAt: null, totpLastStep: null })
        .where('username = :username', { username })
        .execute();
      if (result.affected !== 1) return false;
      await this.deleteRecoveryCodes(manager, username);
      return true;
    });
  }

  /** Stores `sealedSecret` as the user's unconfirmed factor unless they have one already; the factor they have then. */
  async factorOrNew(username: string, sealedSecret: string): Promise<StoredFactor | undefined> {
    await this.dataSource
      .createQueryBuilder()
      .update(UserEntity)
      .set({ totpSecret: sealedSecret })
      .where('username = :username AND totp_secret IS NULL', { username })
      .execute();
    return (await this.factorOf(username)) ?? undefined;
  }

  /**
   * Records that a code of time step `step` was accepted, and confirms the factor if it was pending; false (nothing
   * recorded) when a code of this step or a later one was accepted already: the code was used before.
   */
  async acceptStep(username: string, step: number): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(UserEntity)
      .set({ totpLastStep: String(step), totpConfirmedAt: () => 'COALESCE(totp_confirmed_at, now())' })
      .where('username = :username AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < :step)', {
        username,
        step,
      })
      .execute();
    return result.affected === 1;
  }

  /** Replaces the user's recovery codes by these digests (the codes shown on the enrolment page). */
  async replaceRecoveryCodes(username: string, digests: readonly string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.deleteRecoveryCodes(manager, username);
      const user = await manager.getRepository(UserEntity).findOne({ where: { username }, select: { id: true } });
      if (!user) return;
      await manager.getRepository(RecoveryCodeEntity).insert(digests.map((codeDigest) => ({ userId: user.id, codeDigest })));
    });
  }

  /** Marks the user's unused recovery code with this digest as used; false when there is none (wrong or used). */
  async useRecoveryCode(username: string, digest: string): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(RecoveryCodeEntity)
      .set({ usedAt: () => 'now()' })
      .where('code_digest = :digest AND used_at IS NULL AND user_id = (SELECT id FROM users WHERE username = :username)', {
        digest,
        username,
      })
      .execute();
    return result.affected === 1;
  }

  /** The digests of all the user's recovery codes, used or not (none for an unknown user). */
  async recoveryCodeDigests(username: string): Promise<string[]> {
    const codes = await this.dataSource
      .getRepository(RecoveryCodeEntity)
      .createQueryBuilder('code')
      .select('code.codeDigest', 'digest')
      .where('code.user_id = (SELECT id FROM users WHERE username = :username)', { username })
      .getRawMany<{ digest: string }>();
    return codes.map((code) => code.digest);
  }

  /** How many of the user's recovery codes are still unused. */
  async unusedRecoveryCodes(username: string): Promise<number> {
    return this.dataSource
      .getRepository(RecoveryCodeEntity)
      .createQueryBuilder('code')
      .where('code.used_at IS NULL AND code.user_id = (SELECT id FROM users WHERE username = :username)', { username })
      .getCount();
  }

  /**
   * Links the user to a single sign-on subject the first time, and afterwards accepts that subject only: false for
   * an unknown user or another subject (another person now holding the name at the provider).
   */
  async linkSubject(username: string, subject: string): Promise<boolean> {
    if (!isValidUsername(username)) return false;
    const result = await this.dataSource
      .createQueryBuilder()
      .update(UserEntity)
      .set({ oidcSubject: subject })
      .where('username = :username AND (oidc_subject IS NULL OR oidc_subject = :subject)', { username, subject })
      .execute();
    return result.affected === 1;
  }

  private async deleteRecoveryCodes(manager: EntityManager, username: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(RecoveryCodeEntity)
      .where('user_id = (SELECT id FROM users WHERE username = :username)', { username })
      .execute();
  }
}
