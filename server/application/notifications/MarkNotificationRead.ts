import { type Result, fail, ok } from '@tiara/domain/result';
import type { NotificationInbox } from './NotificationInbox';
import type { ServerText } from '../texts/ServerText';
import { NotificationMessages } from './NotificationMessages';

export type MarkNotificationReadError = { code: 'notification_not_found'; message: ServerText };

/**
 * Marks a notification read for the caller. A notification that is missing, switched off, or
 * addressed to someone else gets the same answer, so the call reveals nothing about other inboxes.
 */
export class MarkNotificationRead {
  private readonly inbox: NotificationInbox;

  constructor(inbox: NotificationInbox) {
    this.inbox = inbox;
  }

  async execute(userId: number, notificationId: number, now: Date): Promise<Result<{ id: number; isRead: true }, MarkNotificationReadError>> {
    const marked = await this.inbox.markRead(userId, notificationId, now);
    if (!marked) return fail({ code: 'notification_not_found', message: NotificationMessages.notFound });
    return ok({ id: notificationId, isRead: true });
  }
}
