import type { StaffRole } from '@site/persistence';
import type { FastifyRequest } from 'fastify';

/** A staff member a guard let through, with their role as stored now. */
export interface AuthenticatedStaff {
  username: string;
  role: StaffRole;
}

const members = new WeakMap<FastifyRequest, AuthenticatedStaff>();

/** Records who a staff guard let through (a signed-in member or an API token's holder). */
export function rememberStaffMember(request: FastifyRequest, member: AuthenticatedStaff): void {
  members.set(request, member);
}

/** The staff member a request of a `StaffOnly()` route is made by (e.g. for an audit record). */
export function staffMemberOf(request: FastifyRequest): string | undefined {
  return members.get(request)?.username;
}

/** The role of the staff member a request of a `StaffOnly()` route is made by. */
export function staffRoleOf(request: FastifyRequest): StaffRole | undefined {
  return members.get(request)?.role;
}
