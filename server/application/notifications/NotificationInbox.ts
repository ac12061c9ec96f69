/** A notification as one user sees it in their inbox, with its Arabic (null: none written, the English is shown). */
export interface InboxNotification {
  readonly id: number;
  readonly title: string;
  readonly message: string;
  readonly titleAr: string | null;
  readonly messageAr: string | null;
  readonly category: number;
  readonly createdAt: Date;
  readonly isRead: boolean;
}

/**
 * The notifications a user may see: active ones addressed to everyone or to that user. One rule
 * for listing and for marking read, so a user can never read or mark another user's notification.
 */
export interface NotificationInbox {
  /** Newest first. */
  listFor(userId: number): Promise<InboxNotification[]>;
  /** Records the read once (repeats change nothing); false when the notification is not in the user's inbox. */
  markRead(userId: number, notificationId: number, at: Date): Promise<boolean>;
}
