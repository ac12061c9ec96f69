import { inject, injectable } from 'inversify';
import { NotificationApi } from './NotificationApi';

/** The navbar badge: the user's unread notifications; a failed fetch counts 0 (SPEC §8). */
@injectable()
export class CountUnreadNotifications {
  private readonly api: NotificationApi;

  constructor(@inject(NotificationApi) api: NotificationApi) {
    this.api = api;
  }

  async execute(userId: number | null): Promise<number> {
    if (userId === null) return 0;
    const result = await this.api.forUser(userId);
    return result.ok ? result.value.filter((entry) => !entry.isRead).length : 0;
  }
}
