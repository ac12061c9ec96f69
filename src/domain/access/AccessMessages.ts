/** Session and route-guard texts of SPEC §4 and §8, character for character. */
export const AccessMessages = {
  unauthorizedAccess: 'Unauthorized Access',
  sessionExpired: 'Session expired. Please log in again.',
} as const;
