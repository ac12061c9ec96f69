import * as z from 'zod/mini';
import { NotificationWrapperJson } from '@tiara/contract/notificationJson';
import type { UserNotification } from '../../../application/notifications/UserNotification';

function dateOrNull(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const optionalText = z.optional(z.nullable(z.string()));

/**
 * SPEC §3 "Notification wrapper" promises the notification's title, message and category, and its
 * date as createdAt or created_at; its id is not promised, so it is not read.
 */
const specNotification = z.extend(z.omit(NotificationWrapperJson.shape.notification, { id: true }), { createdAt: optionalText, created_at: optionalText });

export const userNotificationSchema: z.ZodMiniType<UserNotification> = z.pipe(
  z.extend(NotificationWrapperJson, { notification: specNotification }),
  z.transform((wire) => ({
    id: wire.id,
    isRead: wire.isRead,
    title: wire.notification.title,
    message: wire.notification.message,
    category: wire.notification.category,
    createdAt: dateOrNull(wire.notification.createdAt ?? wire.notification.created_at),
  })),
);
