import { UserEntity } from '@site/persistence';
import type { DataSource } from 'typeorm';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher.js';

/** Usernames: 1-100 characters without control characters or ':' (HTTP Basic splits on the first ':'). */
const USERNAME_PATTERN = /^[^\x00-\x1F\x7F:]{1,100}$/;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

export class InvalidUserInputError extends Error {
  override readonly name = 'InvalidUserInputError';
}

/**
 * Creates the user, or sets a new password when the username exists. The password is stored as an
 * argon2id hash only. Returns whether the user was created (false: its password was replaced).
 */
export async function upsertUser(dataSource: DataSource, username: string, password: string): Promise<{ created: boolean }> {
  if (!USERNAME_PATTERN.test(username)) {
    throw new InvalidUserInputError('username must be 1-100 characters, without control characters or ":"');
  }
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new InvalidUserInputError(`password must be ${MIN_PASSWORD_LENGTH}-${MAX_PASSWORD_LENGTH} characters`);
  }
  const hash = await hashPassword(password);
  const rows = await dataSource.query<{ created: boolean }[]>(
    `INSERT INTO users (username, password) VALUES ($1, $2)
     ON CONFLICT (username) DO UPDATE SET password = EXCLUDED.password
     RETURNING (xmax = 0) AS created`,
    [username, hash],
  );
  return { created: rows[0]?.created === true };
}

/**
 * True when the username exists and the password matches its hash. An unknown username is verified against
 * a dummy hash, so both failures take about as long and cannot be told apart.
 */
export async function verifyUserCredentials(dataSource: DataSource, username: string, password: string): Promise<boolean> {
  const user = await dataSource.getRepository(UserEntity).findOne({ where: { username }, select: { id: true, password: true } });
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(user.password, password);
}
