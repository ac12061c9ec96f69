import * as z from 'zod/mini';

/**
 * One entry of a user's inbox (SPEC §3 "Notification wrapper"), camelCase as the storefront's
 * original backend wrote it: the read state beside the notification itself.
 */
export const NotificationWrapperJson = z.object({
  id: z.int(),
  isRead: z.boolean(),
  notification: z.object({ id: z.int(), title: z.string(), message: z.string(), category: z.int(), createdAt: z.string() }),
});
export type NotificationWrapperJson = z.infer<typeof NotificationWrapperJson>;

/** POST /api/notifications/user-notification/{id}/read: the notification, now read. */
export const NotificationReadJson = z.object({ id: z.int(), isRead: z.literal(true) });
export type NotificationReadJson = z.infer<typeof NotificationReadJson>;
