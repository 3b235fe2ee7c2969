import { isValidUsername, type StaffRole, type UserRepository } from '@site/persistence';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher.js';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

export class InvalidUserInputError extends Error {
  override readonly name = 'InvalidUserInputError';
}

/**
 * Creates the user with `roleIfCreated`, or sets a new password when the username exists (its role stays). The
 * password is stored as an argon2id hash only. Returns whether the user was created (false: its password was replaced).
 */
export async function upsertUser(users: UserRepository, username: string, password: string, roleIfCreated: StaffRole): Promise<{ created: boolean }> {
  if (!isValidUsername(username)) {
    throw new InvalidUserInputError('username must be 1-100 characters, without control characters or ":"');
  }
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new InvalidUserInputError(`password must be ${MIN_PASSWORD_LENGTH}-${MAX_PASSWORD_LENGTH} characters`);
  }
  return users.upsert(username, await hashPassword(password), roleIfCreated);
}

/**
 * True when the username exists and the password matches its hash. An unknown username (or one no user can
 * have, e.g. with a NUL byte) is verified against a dummy hash, so every failure takes about as long and
 * cannot be told apart.
 */
export async function verifyUserCredentials(users: UserRepository, username: string, password: string): Promise<boolean> {
  const hash = await users.passwordHashOf(username);
  if (hash === undefined) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(hash, password);
}
