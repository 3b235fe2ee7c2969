import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Redis keys hold a digest of the username, never the name itself (any text, any length, may be sent). */
function usernameDigest(username: string): string {
  return createHash('sha256').update(username).digest('base64url');
}

/**
 * Bounds guessing wherever a staff secret is checked: the sign-in form's password and its second step's
 * authentication code. Two budgets of ADMIN_RATE_LIMIT_MAX checks per ADMIN_RATE_LIMIT_WINDOW, counted in
 * Redis by @fastify/rate-limit (shared by every API replica and by both steps):
 * - per client address, whatever username it names;
 * - per username, from any address (a guesser spreading over many addresses still meets it).
 * Every check counts, right or wrong, and is counted before the hash is computed: concurrent guesses cannot slip
 * past a budget, and the argon2 work one address or username can cause is bounded too. Past either budget, even the
 * right password or code is refused until the window ends; so a guesser can lock a username out for a window (the
 * price of bounding the guessing).
 */
@Injectable()
export class PasswordCheckLimiter {
  private limiters: { byClient: Limiter; byUsername: Limiter } | undefined;
  /** The username a request's check names, for the per-username key (the limiter's key generator sees the request only). */
  private readonly usernames = new WeakMap<FastifyRequest, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Made on first use: `createRateLimit` exists once the plugin is registered (after the app is built). */
  private get(): { byClient: Limiter; byUsername: Limiter } {
    if (!this.limiters) {
      const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
      const window = { max: this.config.adminRateLimitMax, timeWindow: this.config.adminRateLimitWindowMs };
      this.limiters = {
        byClient: fastify.createRateLimit({ ...window, keyGenerator: (request) => `staff-password:client:${request.ip}` }),
        byUsername: fastify.createRateLimit({
          ...window,
          keyGenerator: (request) => `staff-password:user:${usernameDigest(this.usernames.get(request) ?? '')}`,
        }),
      };
    }
    return this.limiters;
  }

  /**
   * Counts a check of `username`'s password or code about to be made for this request; the seconds to wait when the
   * client address or the username has spent its budget (then nothing must be checked), else undefined.
   */
  async refusal(request: FastifyRequest, username: string): Promise<number | undefined> {
    const { byClient, byUsername } = this.get();
    const client = await byClient(request);
    if (!client.isAllowed && client.isExceeded) return Math.max(1, client.ttlInSeconds);
    this.usernames.set(request, username);
    const user = await byUsername(request);
    if (!user.isAllowed && user.isExceeded) return Math.max(1, user.ttlInSeconds);
    return undefined;
  }
}
