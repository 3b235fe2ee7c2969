import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { otpauthUriIn, TestAuthenticator } from '@site/harness';
import { E2E_BACKEND } from './environment';
import { ROOT } from './stack';

/** What the create-user command printed for a staff member made in the test database. */
export interface StaffUser {
  username: string;
  password: string;
  /** Their `otpauth://totp/...` URI (the line create-user prints). */
  otpauthUri: string;
  /** Their API token, when asked for (`--api-token`: the last line printed). */
  apiToken?: string;
}

/** Makes a staff member with the API's create-user command in the test database, as docs/staff-workspace.md says. */
export function createStaffUser(username: string, password: string, { apiToken = false } = {}): StaffUser {
  const output = execFileSync(
    process.execPath,
    [path.join(ROOT, 'api', 'dist', 'cli', 'create-user.js'), username, ...(apiToken ? ['--api-token'] : [])],
    {
      env: {
        ...process.env,
        DATABASE_URL: E2E_BACKEND.databaseUrl,
        REDIS_URL: E2E_BACKEND.redisUrl,
        QUEUE_PREFIX: E2E_BACKEND.queuePrefix,
        ADMIN_PASSWORD: password,
      },
      stdio: 'pipe',
      encoding: 'utf8',
    },
  );
  const lines = output.trim().split('\n');
  return { username, password, otpauthUri: otpauthUriIn(output), ...(apiToken ? { apiToken: lines.at(-1) } : {}) };
}

/** The staff member's authenticator app, enrolled from the URI create-user printed. */
export function authenticatorOf(user: StaffUser): TestAuthenticator {
  const authenticator = new TestAuthenticator();
  authenticator.learn(user.username, user.otpauthUri);
  return authenticator;
}
