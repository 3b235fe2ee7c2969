import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBasicAuth } from '@nestjs/swagger';
import { BasicAuthGuard } from './basic-auth.guard.js';

/**
 * Restricts a controller or route to staff (the users of the `users` table). The one place that says how staff
 * authenticate: today HTTP Basic; a staff session can be accepted here for every staff route at once.
 */
export function StaffOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(BasicAuthGuard), ApiBasicAuth());
}
