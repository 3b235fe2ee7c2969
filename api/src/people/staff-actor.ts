import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { parseBasicAuthorization } from '../auth/basic-credentials.js';
import { StaffSessions } from '../staff/staff-sessions.js';

/**
 * Who made a staff request, for the privacy audit log: the signed-in username, or the Basic username (the staff
 * guard has checked the password already). Only called on routes behind `StaffOnly`.
 */
@Injectable()
export class StaffActor {
  constructor(private readonly sessions: StaffSessions) {}

  async of(request: FastifyRequest): Promise<string> {
    const member = await this.sessions.current(request);
    return member?.username ?? parseBasicAuthorization(request.headers.authorization)?.username ?? 'staff';
  }
}
