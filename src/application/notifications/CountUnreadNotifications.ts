import { inject, injectable } from 'inversify';
import { LoadInbox } from './LoadInbox';

/**
 * The navbar badge: the user's unread notifications, leaving out those deleted on this browser;
 * a failed fetch counts 0 (SPEC §8).
 */
@injectable()
export class CountUnreadNotifications {
  private readonly inbox: LoadInbox;

  constructor(@inject(LoadInbox) inbox: LoadInbox) {
    this.inbox = inbox;
  }

  async execute(userId: number | null): Promise<number> {
    if (userId === null) return 0;
    const result = await this.inbox.execute(userId);
    return result.ok ? result.value.filter((entry) => !entry.isRead).length : 0;
  }
}
