import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffRole } from '@site/persistence';
import type { FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';
import { StaffSessions } from '../staff/staff-sessions.js';
import { ApiTokenGuard } from './api-token.guard.js';
import { rememberStaffMember, staffRoleOf } from './authenticated-staff.js';
import { ADMIN_ROLE_REQUIRED_MESSAGE, REQUIRED_STAFF_ROLE } from './staff-only.decorator.js';
import { roleAllows } from './staff-roles.js';

/**
 * Staff: a signed-in staff session (the cookie of /staff/sign-in after both steps, e.g. the inbox's CSV link) or a
 * staff API token (scripts). Without either: the token guard's 401. Then the role the route needs (`StaffOnly`):
 * a member without it gets 403 JSON. The role is read from `users` on every request, so a change applies at once.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessions,
    private readonly tokens: ApiTokenGuard,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const member = await this.sessions.current(request);
    if (member) rememberStaffMember(request, member);
    else await this.tokens.canActivate(context);
    const required =
      this.reflector.getAllAndOverride<StaffRole | undefined>(REQUIRED_STAFF_ROLE, [context.getHandler(), context.getClass()]) ?? 'sales';
    if (!roleAllows(staffRoleOf(request), required)) throw new ForbiddenException(errorBody(403, ADMIN_ROLE_REQUIRED_MESSAGE));
    return true;
  }
}
