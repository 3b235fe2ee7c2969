import type { DataSource, Repository } from 'typeorm';
import { UserEntity, type UserRow } from '../entities/user.entity.js';

/** Usernames: 1-100 characters without control characters or ':' (HTTP Basic splits on the first ':'). */
const USERNAME_PATTERN = /^[^\x00-\x1F\x7F:]{1,100}$/;

/** True when `value` can be a stored username. Anything else (a NUL byte, which PostgreSQL text cannot hold) names no user. */
export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** The staff accounts (`users`): username and argon2id password hash. */
export class UserRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False while the data source is not open (the API opens it in the background): the sign-in page says so. */
  get isAvailable(): boolean {
    return this.dataSource.isInitialized;
  }

  /** The password hash of the user; undefined for an unknown user or a name no user can have. */
  async passwordHashOf(username: string): Promise<string | undefined> {
    if (!isValidUsername(username)) return undefined;
    const user = await this.users().findOne({ where: { username }, select: { id: true, password: true } });
    return user?.password;
  }

  /** Creates the user, or replaces the hash when the username exists; true when the user was created. */
  async upsert(username: string, passwordHash: string): Promise<{ created: boolean }> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({ username, password: passwordHash })
      .orUpdate(['password'], ['username'])
      // Raw: xmax = 0 tells an inserted row from an updated one in the same statement; TypeORM has no word for it.
      .returning('(xmax = 0) AS created')
      .updateEntity(false)
      .execute();
    return { created: (result.raw as Array<{ created: boolean }>)[0]?.created === true };
  }

  private users(): Repository<UserRow> {
    return this.dataSource.getRepository(UserEntity);
  }
}
