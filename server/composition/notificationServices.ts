import { NotificationInboxRepository } from '../adapters/db/NotificationInboxRepository';
import { MarkNotificationRead } from '../application/notifications/MarkNotificationRead';
import type { ServerContext } from '../http/ServerContext';

/** Each user's inbox, read as it is, and marking one of its notifications read. */
export function notificationServices({ db }: ServerContext) {
  const inbox = new NotificationInboxRepository(db);
  return { inbox, markNotificationRead: new MarkNotificationRead(inbox) };
}
