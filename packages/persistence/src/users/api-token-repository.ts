import type { DataSource } from 'typeorm';
import { ApiTokenEntity } from '../entities/user-credential.entities.js';
import { type StaffRole, UserEntity } from '../entities/user.entity.js';

/** The staff users' API tokens, by digest (`user_api_tokens`). */
export class ApiTokenRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a token digest for the user; false for an unknown user. */
  async add(username: string, tokenDigest: string): Promise<boolean> {
    const user = await this.dataSource.getRepository(UserEntity).findOne({ where: { username }, select: { id: true } });
    if (!user) return false;
    await this.dataSource.getRepository(ApiTokenEntity).insert({ userId: user.id, tokenDigest });
    return true;
  }

  /** The user whose token has this digest (a token acts with its holder's current role), or undefined. */
  async holderOf(tokenDigest: string): Promise<{ username: string; role: StaffRole } | undefined> {
    const row = await this.dataSource
      .getRepository(ApiTokenEntity)
      .createQueryBuilder('token')
      .innerJoin('users', 'holder', 'holder.id = token.user_id')
      .select('holder.username', 'username')
      .addSelect('holder.role', 'role')
      .where('token.token_digest = :tokenDigest', { tokenDigest })
      .getRawOne<{ username: string; role: StaffRole }>();
    return row;
  }
}
