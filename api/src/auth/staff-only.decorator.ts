import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBasicAuth, ApiCookieAuth } from '@nestjs/swagger';
import { StaffGuard } from './staff.guard.js';

/**
 * Restricts a controller or route to staff (the users of the `users` table). The one place that says how staff
 * authenticate: the staff session of /staff/sign-in, or HTTP Basic (staff.guard.ts). A module using it imports
 * `StaffAuthModule`.
 */
export function StaffOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(StaffGuard), ApiBasicAuth(), ApiCookieAuth('staff_session'));
}
