import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ApiConfig } from '@site/config';
import { type StaffRole, UserRepository } from '@site/persistence';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import { StaffSessionRecords } from './staff-session-records.js';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The sign-in's id: the key of its record in Redis, deleted at sign-out. */
    sid: string;
    /** Who signed in (a username of the `users` table). */
    user: string;
    /** When (epoch milliseconds): the sign-in lasts STAFF_SESSION_TTL from then, however active. */
    since: number;
  }
}

/** A signed-in staff member. */
export interface StaffMember {
  username: string;
  signedInAt: Date;
  /** Their role as stored now (`sales` while the database cannot say: the least access). */
  role: StaffRole;
}

/**
 * Staff sign-ins. The session cookie (`@fastify/secure-session`: encrypted and authenticated with
 * STAFF_SESSION_SECRET) names the sign-in; Redis keeps each live sign-in for STAFF_SESSION_TTL, so signing out ends
 * it everywhere (a copy of the cookie is worthless afterwards) and every API replica sees the same; a password reset
 * ends all of the user's sign-ins (staff-session-records.ts). The expiry is absolute, counted from the sign-in, and
 * checked on every request: a stolen cookie cannot be kept alive by use.
 */
@Injectable()
export class StaffSessions {
  private readonly records: StaffSessionRecords;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
    @Inject(REDIS_CLIENT) redis: Redis,
    private readonly users: UserRepository,
  ) {
    this.records = new StaffSessionRecords(redis, config.queuePrefix);
  }

  /** Starts a sign-in: a fresh session (whatever the cookie held before is dropped: no fixation) and its record. */
  async start(request: FastifyRequest, username: string, now = Date.now()): Promise<void> {
    const sid = await this.records.create(username, this.config.staffSessionTtlMs);
    request.session.regenerate();
    request.session.set('sid', sid);
    request.session.set('user', username);
    request.session.set('since', now);
  }

  /** The signed-in staff member, or undefined (no session, expired, signed out, or Redis cannot say). */
  async current(request: FastifyRequest, now = Date.now()): Promise<StaffMember | undefined> {
    const { sid, user, since } = { sid: request.session.get('sid'), user: request.session.get('user'), since: request.session.get('since') };
    if (typeof sid !== 'string' || typeof user !== 'string' || typeof since !== 'number') return undefined;
    if (now >= since + this.config.staffSessionTtlMs || now < since) return undefined;
    const live = await this.records.holder(sid).catch(() => null);
    if (live !== user) return undefined;
    const role = await this.roleOf(user);
    if (role === null) return undefined;
    return { username: user, signedInAt: new Date(since), role };
  }

  /** The user's role now; null when the user is gone (their sign-in with it); `sales` while the database is down. */
  private async roleOf(username: string): Promise<StaffRole | null> {
    if (!this.users.isAvailable) return 'sales';
    try {
      return (await this.users.roleOf(username)) ?? null;
    } catch {
      return 'sales';
    }
  }

  /** Ends the sign-in: its record goes (the cookie is worthless from now on) and the cookie is cleared. */
  async end(request: FastifyRequest): Promise<void> {
    const { sid, user } = { sid: request.session.get('sid'), user: request.session.get('user') };
    if (typeof sid === 'string' && typeof user === 'string') await this.records.end(sid, user);
    request.session.delete();
  }
}
