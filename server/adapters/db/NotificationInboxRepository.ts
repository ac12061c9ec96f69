import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { InboxNotification, NotificationInbox } from '../../application/notifications/NotificationInbox';
import type { Database } from './Database';
import { notificationReads, notifications } from './schema';

const inboxOf = (userId: number) => and(eq(notifications.isActive, true), or(isNull(notifications.userId), eq(notifications.userId, userId)));

export class NotificationInboxRepository implements NotificationInbox {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  listFor(userId: number): Promise<InboxNotification[]> {
    return this.db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        titleAr: notifications.titleAr,
        messageAr: notifications.messageAr,
        category: notifications.category,
        createdAt: notifications.createdAt,
        isRead: sql<boolean>`${notificationReads.notificationId} is not null`,
      })
      .from(notifications)
      .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)))
      .where(inboxOf(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
  }

  async markRead(userId: number, notificationId: number, at: Date): Promise<boolean> {
    const [visible] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), inboxOf(userId)))
      .limit(1);
    if (!visible) return false;
    await this.db.insert(notificationReads).values({ userId, notificationId, readAt: at }).onConflictDoNothing();
    return true;
  }
}
