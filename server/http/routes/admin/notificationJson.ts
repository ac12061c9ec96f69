import * as z from 'zod/mini';
import { AdminNotificationJson } from '@tiara/contract/staff/notificationJson';
import type { AdminNotification } from '@tiara/domain/notification';
import { NewNotificationJson, NotificationFieldsJson, NotificationQueryJson } from '@tiara/contract/staff/notificationRequestJson';
import { documented } from '../../documented';
import { arabic, flagQuery, iso, nullIfAbsent, readAs, whenPresent } from './adminSchemas';

/** The notifications of /api/admin/notifications (src/contract/staff/notificationJson.ts). */

const arabicWords = 'Null: none written, a reader of Arabic sees the English';

export const notificationJson = documented(AdminNotificationJson, { title_ar: arabicWords, message_ar: arabicWords, user_id: 'Null: for everyone, including customers who sign up later' });

export function notificationToJson(notification: AdminNotification): AdminNotificationJson {
  return {
    id: notification.id,
    title: notification.title,
    message: notification.message,
    title_ar: notification.titleAr,
    message_ar: notification.messageAr,
    category: notification.category,
    is_active: notification.isActive,
    user_id: notification.userId,
    user_email: notification.userEmail,
    read_count: notification.readCount,
    created_at: iso(notification.createdAt),
  };
}

const categoryWords = { category: '0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates' } as const;

export const notificationFields = () =>
  documented(readAs(NotificationFieldsJson, { title_ar: arabic(NotificationFieldsJson.shape.title_ar), message_ar: arabic(NotificationFieldsJson.shape.message_ar) }), categoryWords);

const { shape: newNotification } = NewNotificationJson;

export const newNotificationBody = () =>
  documented(
    readAs(NewNotificationJson, {
      title_ar: arabic(newNotification.title_ar),
      message_ar: arabic(newNotification.message_ar),
      user_id: z.pipe(newNotification.user_id, z.transform((id) => nullIfAbsent(id))),
    }),
    categoryWords,
  );

const { shape: query } = NotificationQueryJson;

export const notificationQuery = () =>
  readAs(NotificationQueryJson, {
    category: whenPresent(query.category, (choice) => z.pipe(choice, z.transform(Number))),
    is_active: flagQuery(query.is_active),
    for_everyone: flagQuery(query.for_everyone),
  }).shape;
