import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { StaffSessions } from '../staff/staff-sessions.js';
import { BasicAuthGuard } from './basic-auth.guard.js';

/**
 * Staff: a signed-in staff session (the cookie of /staff/sign-in, e.g. the inbox's CSV link) or HTTP Basic against
 * the `users` table (scripts). Without either: the Basic guard's 401.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessions,
    private readonly basic: BasicAuthGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (await this.sessions.current(context.switchToHttp().getRequest<FastifyRequest>())) return true;
    return this.basic.canActivate(context);
  }
}
