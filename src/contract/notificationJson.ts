import * as z from 'zod/mini';

/** What a notification says (SPEC §3): its title, its message and its category (0 New Product … 4 AI Updates). */
export const NotificationTextJson = z.object({ title: z.string(), message: z.string(), category: z.int() });
export type NotificationTextJson = z.infer<typeof NotificationTextJson>;

/**
 * One entry of a user's inbox (SPEC §3 "Notification wrapper"), camelCase as the storefront's
 * original backend wrote it: the read state beside the notification itself.
 */
export const NotificationWrapperJson = z.object({
  id: z.int(),
  isRead: z.boolean(),
  notification: z.object({ id: z.int(), ...NotificationTextJson.shape, createdAt: z.string() }),
});
export type NotificationWrapperJson = z.infer<typeof NotificationWrapperJson>;

/** POST /api/notifications/user-notification/{id}/read: the notification, now read. */
export const NotificationReadJson = z.object({ id: z.int(), isRead: z.literal(true) });
export type NotificationReadJson = z.infer<typeof NotificationReadJson>;
