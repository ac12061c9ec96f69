import { type Role, roleMatches } from './Role';

/**
 * The roles each staff area lets in: the back office is the Admin's; the sales desk also serves an
 * Admin, as the server's sales endpoints do (DESIGN §5).
 */
export const STAFF_AREA_ROLES = {
  admin: ['Admin'],
  sales: ['Sales', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type StaffArea = keyof typeof STAFF_AREA_ROLES;

/** Whether a role, in any case (SPEC §4), opens the staff area. */
export function opensStaffArea(area: StaffArea, storedRole: string | null): boolean {
  const allowed: readonly Role[] = STAFF_AREA_ROLES[area];
  return allowed.some((role) => roleMatches(storedRole, role));
}
