import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { staffMemberOf } from '../auth/authenticated-staff.js';

/**
 * Who made a staff request, for the privacy audit log: the staff member the guard let through (signed in, or the
 * holder of the API token). Only called on routes behind `StaffOnly`.
 */
@Injectable()
export class StaffActor {
  async of(request: FastifyRequest): Promise<string> {
    return staffMemberOf(request) ?? 'staff';
  }
}
