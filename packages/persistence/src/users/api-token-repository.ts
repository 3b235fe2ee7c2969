import type { DataSource } from 'typeorm';
import { ApiTokenEntity } from '../entities/user-credential.entities.js';
import { UserEntity } from '../entities/user.entity.js';

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

  /** The username whose token has this digest, or undefined. */
  async holderOf(tokenDigest: string): Promise<string | undefined> {
    const row = await this.dataSource
      .getRepository(ApiTokenEntity)
      .createQueryBuilder('token')
      .innerJoin('users', 'holder', 'holder.id = token.user_id')
      .select('holder.username', 'username')
      .where('token.token_digest = :tokenDigest', { tokenDigest })
      .getRawOne<{ username: string }>();
    return row?.username;
  }
}
