import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse } from '@nestjs/swagger';
import type { StaffRole } from '@site/persistence';
import { StaffGuard } from './staff.guard.js';

/** The metadata key of the role a `StaffOnly` route needs. */
export const REQUIRED_STAFF_ROLE = 'staff:required-role';

export const ADMIN_ROLE_REQUIRED_MESSAGE = 'This needs the admin role: ask an admin to do it, or to change your role.';

/**
 * Restricts a controller or route to staff (the users of the `users` table), and with `'admin'` to admins. The one
 * place that says how staff authenticate: the staff session of /staff/sign-in (password and second factor, or single
 * sign-on), or a staff API token, which acts with its holder's role (staff.guard.ts). Staff without the role get a
 * 403 JSON. A module using it imports `StaffAuthModule`.
 */
export function StaffOnly(role: StaffRole = 'sales'): ClassDecorator & MethodDecorator {
  return applyDecorators(
    SetMetadata(REQUIRED_STAFF_ROLE, role),
    UseGuards(StaffGuard),
    ApiBearerAuth(),
    ApiCookieAuth('staff_session'),
    ...(role === 'admin' ? [ApiForbiddenResponse({ description: ADMIN_ROLE_REQUIRED_MESSAGE })] : []),
  );
}
