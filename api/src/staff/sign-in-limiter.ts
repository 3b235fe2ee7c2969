import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The username a sign-in form names (the rate limit's per-user key), or '' when it names none. */
function submittedUsername(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?.username === 'string' ? body.username : '';
}

/** Redis keys hold a digest of the username, never the name itself (any text, any length, may be sent). */
function usernameKey(request: FastifyRequest): string {
  return `staff-sign-in:user:${createHash('sha256').update(submittedUsername(request)).digest('base64url')}`;
}

/**
 * Bounds password guessing at the staff sign-in, with the admin read's limit (ADMIN_RATE_LIMIT_MAX per
 * ADMIN_RATE_LIMIT_WINDOW), counted in Redis by @fastify/rate-limit (shared by every API replica):
 * - per client address: every sign-in attempt counts;
 * - per username: every failed attempt counts, from any address (a guesser spreading over many addresses still
 *   meets it); at the limit even the right password is refused until the window ends.
 * The per-user limit means a guesser can lock a user out for a window: the price of bounding the guessing.
 */
@Injectable()
export class SignInLimiter {
  private limiters: { byClient: Limiter; byUsername: Limiter } | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Made on first use: `createRateLimit` exists once the plugin is registered (after the app is built). */
  private get(): { byClient: Limiter; byUsername: Limiter } {
    if (!this.limiters) {
      const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
      const window = { max: this.config.adminRateLimitMax, timeWindow: this.config.adminRateLimitWindowMs };
      this.limiters = {
        byClient: fastify.createRateLimit({ ...window, keyGenerator: (request) => `staff-sign-in:client:${request.ip}` }),
        byUsername: fastify.createRateLimit({ ...window, keyGenerator: usernameKey }),
      };
    }
    return this.limiters;
  }

  /** Counts the attempt; the seconds to wait when the client or the username is past its limit, else undefined. */
  async refusal(request: FastifyRequest): Promise<number | undefined> {
    const { byClient, byUsername } = this.get();
    const client = await byClient(request);
    if (!client.isAllowed && client.isExceeded) return Math.max(1, client.ttlInSeconds);
    const user = await byUsername(request, { increment: false });
    if (!user.isAllowed && user.remaining === 0) return Math.max(1, user.ttlInSeconds);
    return undefined;
  }

  /** Counts a failed attempt against the username. */
  async recordFailure(request: FastifyRequest): Promise<void> {
    await this.get().byUsername(request);
  }
}
