import * as z from 'zod/mini';
import { NotificationTextJson } from '@tiara/contract/notificationJson';
import type { UserNotification } from '../../../application/notifications/UserNotification';
import { dateOrNull } from './dateOrNull';

const optionalText = z.optional(z.nullable(z.string()));

/** SPEC §3 "Notification wrapper": the date arrives as createdAt or created_at; the notification's own id is not promised. */
export const userNotificationSchema: z.ZodMiniType<UserNotification> = z.pipe(
  z.object({ id: z.int(), isRead: z.boolean(), notification: z.object({ ...NotificationTextJson.shape, createdAt: optionalText, created_at: optionalText }) }),
  z.transform((wire) => ({
    id: wire.id,
    isRead: wire.isRead,
    title: wire.notification.title,
    message: wire.notification.message,
    category: wire.notification.category,
    createdAt: dateOrNull(wire.notification.createdAt ?? wire.notification.created_at),
  })),
);
