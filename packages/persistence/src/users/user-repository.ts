import type { DataSource, Repository } from 'typeorm';
import { type StaffRole, UserEntity, type UserRow } from '../entities/user.entity.js';

/** Usernames: 1-100 characters without control characters or ':' (HTTP Basic splits on the first ':'). */
const USERNAME_PATTERN = /^[^\x00-\x1F\x7F:]{1,100}$/;

/** True when `value` can be a stored username. Anything else (a NUL byte, which PostgreSQL text cannot hold) names no user. */
export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** The staff accounts (`users`): username, argon2id password hash and role. */
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

  /**
   * Creates the user with `roleIfCreated`, or replaces the hash when the username exists (its role stays); true when
   * the user was created.
   */
  async upsert(username: string, passwordHash: string, roleIfCreated: StaffRole): Promise<{ created: boolean }> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({ username, password: passwordHash, role: roleIfCreated })
      .orUpdate(['password'], ['username'])
      // Raw: xmax = 0 tells an inserted row from an updated one in the same statement; TypeORM has no word for it.
      .returning('(xmax = 0) AS created')
      .updateEntity(false)
      .execute();
    return { created: (result.raw as Array<{ created: boolean }>)[0]?.created === true };
  }

  /** The user's role; undefined for an unknown user or a name no user can have. */
  async roleOf(username: string): Promise<StaffRole | undefined> {
    if (!isValidUsername(username)) return undefined;
    const user = await this.users().findOne({ where: { username }, select: { id: true, role: true } });
    return user?.role;
  }

  /** Gives the user `role`: whether it changed (false: they had it already); undefined for an unknown user. */
  async setRole(username: string, role: StaffRole): Promise<{ changed: boolean } | undefined> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(UserEntity)
      .set({ role })
      .where('username = :username AND role <> :role', { username, role })
      .execute();
    if (result.affected === 1) return { changed: true };
    return (await this.roleOf(username)) === undefined ? undefined : { changed: false };
  }

  private users(): Repository<UserRow> {
    return this.dataSource.getRepository(UserEntity);
  }
}
