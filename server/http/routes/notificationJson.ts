import type { NotificationWrapperJson } from '@tiara/contract/notificationJson';
import type { InboxNotification } from '../../application/notifications/NotificationInbox';

export function notificationWrapperToJson(entry: InboxNotification): NotificationWrapperJson {
  return {
    id: entry.id,
    isRead: entry.isRead,
    notification: { id: entry.id, title: entry.title, message: entry.message, category: entry.category, createdAt: entry.createdAt.toISOString() },
  };
}
