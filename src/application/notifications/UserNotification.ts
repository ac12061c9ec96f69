/** SPEC §3 "Notification wrapper": one entry of a user's inbox with its read state. */
export interface UserNotification {
  /** The wrapper's id, the one mark-read takes. */
  readonly id: number;
  readonly isRead: boolean;
  readonly title: string;
  readonly message: string;
  /** 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates; anything else is Unknown. */
  readonly category: number;
  /** Null when the server sent no readable date. */
  readonly createdAt: Date | null;
}
