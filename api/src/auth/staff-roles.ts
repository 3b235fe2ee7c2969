import type { StaffRole } from '@site/persistence';

/** Whether a member with `role` may do what needs `required`: an admin may do everything sales may. */
export function roleAllows(role: StaffRole | undefined, required: StaffRole): boolean {
  return role === 'admin' || (role === 'sales' && required === 'sales');
}
