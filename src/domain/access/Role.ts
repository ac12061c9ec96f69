export type Role = 'User' | 'Admin' | 'Sales';

export const ROLES: readonly Role[] = ['User', 'Admin', 'Sales'];

/** SPEC §4: roles are compared case-insensitively against the stored userRole ('admin' is Admin). */
export function roleMatches(stored: string | null, required: Role): boolean {
  return stored !== null && stored.toLowerCase() === required.toLowerCase();
}
