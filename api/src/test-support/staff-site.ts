import { TestAuthenticator, waitFor } from '@site/harness';
import { DataSource } from 'typeorm';
import { startTestServer, type TestServer } from './http.js';
import { StaffClient } from './staff-client.js';
import { createStaffUser } from './staff-user.js';
import { createTestEnvironment, type TestEnvironment } from './test-environment.js';

export interface StaffSiteOptions {
  /** Names the test file's database and queue prefix. */
  name: string;
  /** The staff users to create (username → password) before the API starts. */
  users: Readonly<Record<string, string>>;
  /** Environment overrides of the API's configuration (STAFF_SESSION_TTL, ADMIN_RATE_LIMIT_MAX …). */
  config?: NodeJS.ProcessEnv;
  /** The first three parts of the addresses fresh clients come from, e.g. `198.51.100`. */
  clientNetwork: string;
}

/** The API booted in its own test environment with staff users, and browsers to visit its staff pages with. */
export interface StaffSite {
  env: TestEnvironment;
  server: TestServer;
  /** The staff members' authenticator app: it knows every user created here; every client signs in with it. */
  authenticator: TestAuthenticator;
  /** A browser from a fresh address of the client network each time, so per-address sign-in limits stay apart. */
  newClient(): StaffClient;
  /** A browser from the given address. */
  clientAt(address: string): StaffClient;
  /** Closes the API, then drops the environment. */
  close(): Promise<void>;
}

/**
 * Creates the environment and the users, starts the API and waits until its database is open. Whatever it
 * started is closed again when a step fails.
 */
export async function startStaffSite(options: StaffSiteOptions): Promise<StaffSite> {
  const env = await createTestEnvironment(options.name);
  let server: TestServer | undefined;
  const authenticator = new TestAuthenticator();
  const close = async () => {
    await server?.close();
    await env.cleanup();
  };
  try {
    for (const [username, password] of Object.entries(options.users)) authenticator.learn(username, await createStaffUser(env, username, password));
    server = await startTestServer(env.config(options.config));
    const database = server.app.get(DataSource);
    await waitFor(() => database.isInitialized, "the API's database connection", 60_000);
  } catch (error) {
    await close();
    throw error;
  }
  const started = server;
  let nextAddress = 1;
  const clientAt = (address: string) => new StaffClient((path) => started.url(path), address, authenticator);
  return {
    env,
    server: started,
    authenticator,
    newClient: () => clientAt(`${options.clientNetwork}.${nextAddress++}`),
    clientAt,
    close,
  };
}
