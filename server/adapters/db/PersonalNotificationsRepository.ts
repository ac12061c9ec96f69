import type { PersonalNotification, PersonalNotifications } from '../../application/notifications/PersonalNotifications';
import { textIn } from '../../application/texts/ServerText';
import type { Database } from './Database';
import { notifications } from './schema';

/** Writes through `db`, which may be a transaction: the notice is kept only if what it announces is. */
export class PersonalNotificationsRepository implements PersonalNotifications {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async add(items: readonly PersonalNotification[], at: Date): Promise<void> {
    if (items.length === 0) return;
    await this.db.insert(notifications).values(
      items.map(({ userId, title, message, category }) => ({
        userId,
        title: textIn(title, 'en'),
        message: textIn(message, 'en'),
        titleAr: textIn(title, 'ar'),
        messageAr: textIn(message, 'ar'),
        category,
        createdAt: at,
      })),
    );
  }
}
