import type { AccessNotice } from '@tiara/domain/access';

/** Session and route-guard texts of SPEC §4 and §8, keyed by the guard's AccessNotice. */
export const accessMessagesEn = {
  unauthorizedAccess: 'Unauthorized Access',
  sessionExpired: 'Session expired. Please log in again.',
} satisfies Record<AccessNotice, string>;
