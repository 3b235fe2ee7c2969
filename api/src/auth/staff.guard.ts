import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { StaffSessions } from '../staff/staff-sessions.js';
import { ApiTokenGuard } from './api-token.guard.js';
import { rememberStaffMember } from './authenticated-staff.js';

/**
 * Staff: a signed-in staff session (the cookie of /staff/sign-in after both steps, e.g. the inbox's CSV link) or a
 * staff API token (scripts). Without either: the token guard's 401.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessions,
    private readonly tokens: ApiTokenGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const member = await this.sessions.current(request);
    if (member) {
      rememberStaffMember(request, member.username);
      return true;
    }
    return this.tokens.canActivate(context);
  }
}
