import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import { StaffGuard } from './staff.guard.js';

/**
 * Restricts a controller or route to staff (the users of the `users` table). The one place that says how staff
 * authenticate: the staff session of /staff/sign-in (password and second factor, or single sign-on), or a staff API
 * token (staff.guard.ts). A module using it imports `StaffAuthModule`.
 */
export function StaffOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(StaffGuard), ApiBearerAuth(), ApiCookieAuth('staff_session'));
}
