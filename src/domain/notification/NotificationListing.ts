/** What the back office writes of a notification; a reader of Arabic sees the Arabic title and message where written (null: none, the English shows). */
export interface NotificationFields {
  readonly title: string;
  readonly message: string;
  readonly titleAr: string | null;
  readonly messageAr: string | null;
  /** SPEC §3: 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates. */
  readonly category: number;
  readonly isActive: boolean;
}

/** A notification as the back office lists it, with whom it is for and how many read it. */
export interface AdminNotification extends NotificationFields {
  readonly id: number;
  /** Null: for everyone, including customers who sign up later. */
  readonly userId: number | null;
  readonly userEmail: string | null;
  readonly readCount: number;
  readonly createdAt: Date;
}
