import type { NotificationWrapperJson } from '@tiara/contract/notificationJson';
import { type Language, shownText } from '@tiara/domain/language';
import type { InboxNotification } from '../../application/notifications/NotificationInbox';

/** The title and message in the reader's language where written; the English stands in. */
export function notificationWrapperToJson(entry: InboxNotification, language: Language): NotificationWrapperJson {
  return {
    id: entry.id,
    isRead: entry.isRead,
    notification: {
      id: entry.id,
      title: shownText(language, entry.title, entry.titleAr),
      message: shownText(language, entry.message, entry.messageAr),
      category: entry.category,
      createdAt: entry.createdAt.toISOString(),
    },
  };
}
