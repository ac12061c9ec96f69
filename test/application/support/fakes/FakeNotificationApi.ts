import type { NotificationApi } from '../../../../src/application/notifications/NotificationApi';
import type { UserNotification } from '../../../../src/application/notifications/UserNotification';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { FakeApi, refusal } from './FakeApi';

/**
 * Each user's inbox in memory (`inboxes`, by user id, newest first); marking an entry read marks it
 * wherever it is, and an id in no inbox is not found. Calls are logged as `inbox <user>` and `read <id>`.
 */
export class FakeNotificationApi extends FakeApi implements NotificationApi {
  readonly calls: string[] = [];
  readonly inboxes = new Map<number, UserNotification[]>();

  forUser(userId: number): Promise<ApiResult<UserNotification[]>> {
    return this.respond('forUser', `inbox ${userId}`, () => ok(this.inboxes.get(userId) ?? []));
  }

  markRead(notificationId: number): Promise<ApiResult<void>> {
    return this.respond('markRead', `read ${notificationId}`, () => {
      let found = false;
      for (const inbox of this.inboxes.values()) {
        const index = inbox.findIndex((entry) => entry.id === notificationId);
        if (index < 0) continue;
        inbox[index] = { ...inbox[index]!, isRead: true };
        found = true;
      }
      return found ? ok(undefined) : fail(refusal(404, 'notification_not_found', 'Notification not found'));
    });
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}
