import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The live staff sign-ins, in Redis: one record per sign-in (`<prefix>:staff-session:<id>`, holding the username and
 * expiring with the sign-in) and, per user, the ids of their sign-ins (`<prefix>:staff-sessions-of:<digest of the
 * username>`), so all of a user's sign-ins can be ended at once: a password reset does (create-user-command.ts).
 * Used by the API (staff-sessions.ts) and by the command line, which has no Nest application.
 */
export class StaffSessionRecords {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private recordKey(id: string): string {
    return `${this.prefix}:staff-session:${id}`;
  }

  private userKey(username: string): string {
    return `${this.prefix}:staff-sessions-of:${createHash('sha256').update(username).digest('base64url')}`;
  }

  /** Records a new sign-in of `username` lasting `ttlMs`; its id. The user's index lives as long as their newest sign-in. */
  async create(username: string, ttlMs: number): Promise<string> {
    const id = randomUUID();
    const userKey = this.userKey(username);
    await exec(this.redis.multi().set(this.recordKey(id), username, 'PX', ttlMs).sadd(userKey, id).pexpire(userKey, ttlMs));
    return id;
  }

  /** Who holds the sign-in `id` (null: none, it ended or expired). */
  holder(id: string): Promise<string | null> {
    return this.redis.get(this.recordKey(id));
  }

  /** Ends one sign-in. */
  async end(id: string, username: string): Promise<void> {
    await exec(this.redis.multi().del(this.recordKey(id)).srem(this.userKey(username), id));
  }

  /** Ends every sign-in of `username`; how many were live. */
  async endAllOf(username: string): Promise<number> {
    const userKey = this.userKey(username);
    const ids = await this.redis.smembers(userKey);
    const results = await exec(this.redis.multi().del(userKey, ...ids.map((id) => this.recordKey(id))));
    // DEL counted the index too when it existed.
    return Math.max(0, Number(results[0]) - (ids.length > 0 ? 1 : 0));
  }
}

/** Runs a MULTI; its replies, or the first command's error. */
async function exec(multi: ReturnType<Redis['multi']>): Promise<unknown[]> {
  const results = (await multi.exec()) ?? [];
  const failed = results.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
  return results.map(([, reply]) => reply);
}
