import type { FastifyRequest } from 'fastify';

const members = new WeakMap<FastifyRequest, string>();

/** Records who a staff guard let through (a signed-in member or an API token's holder). */
export function rememberStaffMember(request: FastifyRequest, username: string): void {
  members.set(request, username);
}

/** The staff member a request of a `StaffOnly()` route is made by (e.g. for an audit record). */
export function staffMemberOf(request: FastifyRequest): string | undefined {
  return members.get(request);
}
