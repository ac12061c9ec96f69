/** The states of a seat a customer holds in a training: Pending until its order is paid, then Confirmed, or Cancelled. */
export const REGISTRATION_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
