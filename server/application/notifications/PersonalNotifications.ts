import type { ServerText } from '../texts/ServerText';

/**
 * The categories of the notices the shop itself writes to one customer, after SPEC §3's five
 * (0–4), which the back office uses for notices to everyone.
 */
export const PERSONAL_NOTIFICATION_CATEGORY = { orderUpdate: 5, backInStock: 6 } as const;

export type PersonalNotificationCategory = (typeof PERSONAL_NOTIFICATION_CATEGORY)[keyof typeof PERSONAL_NOTIFICATION_CATEGORY];

/**
 * A notice the shop writes itself, its title and message in every language it speaks: it is kept
 * in both, and the inbox shows it in the language the customer reads when they open it, not the
 * one they read when it was written.
 */
export interface PersonalNotification {
  readonly userId: number;
  readonly title: ServerText;
  readonly message: ServerText;
  readonly category: PersonalNotificationCategory;
}

/** Notices addressed to one customer, shown in their Notifications beside the shop's notices to everyone. */
export interface PersonalNotifications {
  add(notifications: readonly PersonalNotification[], at: Date): Promise<void>;
}
